import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ppdFixture, writePpdFile } from '../../../test/sold-fixtures';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { queryRows } from '../../../db/query-rows';
import type { ImportProgress, ImportReject } from '../../../lib/import/import-options';
import { openBulkSession } from '../../../lib/import/bulk-loader';
import { beginFirstLoad } from './first-load';
import { importPricePaid } from './price-paid-importer';
import { expandInputs, textSource } from '../../../lib/import/sources';

interface Stored {
  id: string;
  price: number;
  street: string | null;
  updated: string;
}

describe('importPricePaid', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.execute(sql`TRUNCATE sold_properties`);
  });

  const run = (name: string, text: string, batchSize?: number) =>
    importPricePaid(t.database, [textSource(name, text)], { batchSize });
  const stored = () =>
    queryRows<Stored>(
      t.app.db,
      sql`SELECT transaction_id::text AS id, price, street_name AS street, updated_at::text AS updated FROM sold_properties ORDER BY transaction_id`,
    );

  it('inserts A rows, changes C rows, deletes D rows and counts each', async () => {
    const a = ppdFixture({ price: 100000 });
    const b = ppdFixture({ price: 200000 });
    const c = ppdFixture({ price: 300000 });
    const first = await run('first.csv', writePpdFile([a, b, c], 'official'));
    expect(first).toMatchObject({
      files: 1,
      rowsRead: 3,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      deleted: 0,
      rejected: 0,
    });

    const update = await run(
      'update.csv',
      writePpdFile(
        [{ ...a, price: 110000, status: 'C' }, { ...b, status: 'D' }, ppdFixture({ status: 'D' })],
        'official',
      ),
    );
    expect(update).toMatchObject({ rowsRead: 3, inserted: 0, updated: 1, deleted: 1, unchanged: 1 });
    expect((await stored()).map((r) => [r.id, r.price])).toEqual(
      [
        [a.id.toLowerCase(), 110000],
        [c.id.toLowerCase(), 300000],
      ].sort(),
    );
  });

  it('changes nothing, not even updated_at, when the same file is imported again', async () => {
    const text = writePpdFile(
      [ppdFixture(), ppdFixture({ postcode: '' }), ppdFixture({ street: 'HIGH STREET' })],
      'report',
    );
    await run('once.csv', text);
    const before = await stored();
    const again = await run('again.csv', text);
    expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0, unchanged: 3 });
    expect(await stored()).toEqual(before);
  });

  it('applies the last version of a transaction when one file holds several, across batch boundaries', async () => {
    const record = ppdFixture({ price: 1000 });
    const versions = [
      record,
      { ...record, price: 2000, status: 'C' },
      { ...record, status: 'D' },
      { ...record, price: 4000, status: 'A' },
    ];
    for (const batchSize of [1, 2, 3, 100]) {
      await t.app.db.execute(sql`TRUNCATE sold_properties`);
      const summary = await run('versions.csv', writePpdFile(versions, 'official'), batchSize);
      expect(summary.rowsRead).toBe(4);
      expect((await stored()).map((r) => r.price)).toEqual([4000]);
    }
  });

  it('lets a later file override an earlier one', async () => {
    const record = ppdFixture({ price: 1000, street: 'OLD ROAD' });
    const summary = await importPricePaid(t.database, [
      textSource('a.csv', writePpdFile([record], 'official')),
      textSource('b.csv', writePpdFile([{ ...record, street: 'NEW ROAD', status: 'C' }], 'excel')),
    ]);
    expect(summary).toMatchObject({ files: 2, inserted: 1, updated: 1 });
    expect((await stored()).map((r) => r.street)).toEqual(['NEW ROAD']);
  });

  it('reports rejected lines with file and line, imports the rest and counts rows without postcode', async () => {
    const rejects: ImportReject[] = [];
    const text = writePpdFile(
      [ppdFixture(), ppdFixture({ price: 0 }), ppdFixture({ postcode: '' })],
      'official-15',
    );
    const summary = await importPricePaid(t.database, [textSource('mixed.csv', text)], {
      onReject: (r) => rejects.push(r),
    });
    expect(rejects).toEqual([{ file: 'mixed.csv', line: 2, reason: 'invalid price "0"' }]);
    expect(summary).toMatchObject({ rowsRead: 3, inserted: 2, rejected: 1, withoutPostcode: 1 });
  });

  it('reads folders recursively in name order, skipping files that are not Price Paid Data', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hh-ppd-'));
    try {
      const record = ppdFixture({ price: 1 });
      mkdirSync(path.join(dir, 'b-later'));
      writeFileSync(path.join(dir, 'a-first.csv'), writePpdFile([record], 'official'));
      writeFileSync(
        path.join(dir, 'b-later', 'update.CSV'),
        writePpdFile([{ ...record, price: 2, status: 'C' }], 'official'),
      );
      writeFileSync(path.join(dir, 'notes.txt'), 'not csv');
      writeFileSync(path.join(dir, 'c-postcodes.csv'), 'postcode,latitude,longitude\nSW19 1AA,51.4,-0.2\n');
      const sources = await expandInputs([dir]);
      expect(sources.map((s) => path.relative(dir, s.name))).toEqual([
        'a-first.csv',
        path.join('b-later', 'update.CSV'),
        'c-postcodes.csv',
      ]);
      const files: string[] = [];
      const summary = await importPricePaid(t.database, sources, {
        onFile: (file, outcome) =>
          files.push(`${path.basename(file)}: ${'layout' in outcome ? outcome.layout : 'skipped'}`),
      });
      expect(files).toEqual(['a-first.csv: official', 'update.CSV: official', 'c-postcodes.csv: skipped']);
      expect(summary).toMatchObject({ files: 2, inserted: 1, updated: 1 });
      expect(summary.skippedFiles).toHaveLength(1);
      expect((await stored()).map((r) => r.price)).toEqual([2]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await expect(expandInputs([path.join(dir, 'missing')])).rejects.toThrow('No such file or folder');
  });

  it('reports progress by bytes read against the total size', async () => {
    const text = writePpdFile(
      Array.from({ length: 50 }, () => ppdFixture()),
      'official',
    );
    const seen: ImportProgress[] = [];
    await importPricePaid(t.database, [textSource('p.csv', text)], { onProgress: (p) => seen.push(p) });
    const last = seen.at(-1);
    expect(last).toMatchObject({ file: 'p.csv', rowsRead: 50, totalBytes: Buffer.byteLength(text) });
    expect(last?.bytesRead).toBe(last?.totalBytes);
  });

  it('leaves a failed batch unapplied and the earlier batches in place', async () => {
    // A constraint makes the database refuse one row of the second batch: that whole batch rolls
    // back, the first stays and the import stops with the error.
    const first = await run('ok.csv', writePpdFile([ppdFixture(), ppdFixture()], 'official'), 1);
    expect(first.inserted).toBe(2);
    await t.app.db.execute(
      sql`ALTER TABLE sold_properties ADD CONSTRAINT test_price_cap CHECK (price < 500000)`,
    );
    try {
      const more = [
        ppdFixture({ price: 1 }),
        ppdFixture({ price: 2 }),
        ppdFixture({ price: 900000 }),
        ppdFixture({ price: 3 }),
      ];
      await expect(
        importPricePaid(t.database, [textSource('bad.csv', writePpdFile(more, 'official'))], {
          batchSize: 2,
        }),
      ).rejects.toThrow();
      expect((await stored()).map((r) => r.price).sort()).toEqual([1, 2, 250000, 250000]);
    } finally {
      await t.app.db.execute(sql`ALTER TABLE sold_properties DROP CONSTRAINT test_price_cap`);
    }
  });

  it('parses on worker threads exactly as in this thread: same rows, rejects and line numbers', async () => {
    // Over a megabyte, so the file is cut into several pieces parsed on different threads.
    const rows = Array.from({ length: 9000 }, (_, i) =>
      ppdFixture({ price: 100_000 + i, street: i % 7 === 0 ? 'THE "OLD" LANE, NORTH' : 'ACACIA AVENUE' }),
    );
    const lines = writePpdFile(rows, 'official').split('\n');
    lines.splice(
      4321,
      0,
      '"{not-a-guid}","1","2024-01-01 00:00","SW19 1AA","S","N","F","","","","","","","","A","A"',
    );
    const text = lines.join('\n');
    const readWith = async (parseThreads: number) => {
      await t.app.db.execute(sql`TRUNCATE sold_properties`);
      const rejects: ImportReject[] = [];
      const summary = await importPricePaid(t.database, [textSource('big.csv', text)], {
        parseThreads,
        onReject: (r) => rejects.push(r),
      });
      return { summary: { ...summary, seconds: 0, rowsPerSecond: 0 }, rejects, rows: await stored() };
    };
    const inThread = await readWith(0);
    expect(text.length).toBeGreaterThan(1_500_000);
    expect(inThread.summary).toMatchObject({ rowsRead: 9001, inserted: 9000, rejected: 1 });
    expect(inThread.rejects).toEqual([
      { file: 'big.csv', line: 4322, reason: expect.stringMatching(/transaction id/) },
    ]);
    const onWorkers = await readWith(2);
    expect(onWorkers.summary).toEqual(inThread.summary);
    expect(onWorkers.rejects).toEqual(inThread.rejects);
    expect(onWorkers.rows.map((r) => [r.id, r.price, r.street])).toEqual(
      inThread.rows.map((r) => [r.id, r.price, r.street]),
    );
  });

  describe('first loads: rows copied straight in, keys, indexes and counts built at the end', () => {
    const indexes = () =>
      queryRows<{ name: string; definition: string }>(
        t.app.db,
        sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'sold_properties' ORDER BY 1`,
      );
    const markers = () =>
      queryRows(t.app.db, sql`SELECT name FROM data_loads WHERE name LIKE 'sold_properties%'`);
    const triggersEnabled = () =>
      queryRows<{ name: string; enabled: string }>(
        t.app.db,
        sql`SELECT tgname AS name, tgenabled AS enabled FROM pg_trigger WHERE tgrelid = 'sold_properties'::regclass AND NOT tgisinternal ORDER BY 1`,
      );
    /** sold_postcode_counts as kept by the triggers, and as a count of the table says it should be. */
    const counts = async () => {
      const [row] = await queryRows<{ kept: string; actual: string }>(
        t.app.db,
        sql`SELECT
          (SELECT string_agg(k, ',' ORDER BY k) FROM (
             SELECT postcode || category || property_type || new_build || duration || ':' || sales AS k
             FROM sold_postcode_counts WHERE sales > 0) c) AS kept,
          (SELECT string_agg(k, ',' ORDER BY k) FROM (
             SELECT postcode || category || property_type || new_build || duration || ':' || count(*) AS k
             FROM sold_properties WHERE postcode IS NOT NULL
             GROUP BY postcode, category, property_type, new_build, duration) c) AS actual`,
      );
      return row;
    };
    const postcodes = ['SW19 3ES', 'SW19 3ES', 'M20 4XQ', 'NE1 4LZ'];

    it('copies the rows in, then builds exactly the same keys, indexes, trigger state and counts', async () => {
      const before = { indexes: await indexes(), triggers: await triggersEnabled() };
      expect(before.indexes.length).toBeGreaterThan(3);
      const notes: string[] = [];
      const rows = postcodes.map((postcode) => ppdFixture({ postcode }));
      const summary = await importPricePaid(
        t.database,
        [textSource('first.csv', writePpdFile(rows, 'official'))],
        {
          firstLoad: 'always',
          batchSize: 2,
          onNote: (n) => notes.push(n),
        },
      );
      expect(summary).toMatchObject({ inserted: 4, unchanged: 0, firstLoad: true });
      expect(notes).toEqual([
        expect.stringMatching(/^first load: rows go straight in/),
        'building keys and indexes',
      ]);
      expect(await indexes()).toEqual(before.indexes);
      expect(await triggersEnabled()).toEqual(before.triggers);
      expect(await markers()).toEqual([]);
      const { kept, actual } = (await counts())!;
      expect(kept).toBe(actual);
      // The price index's inputs are built from the loaded sales, with no change left to apply.
      expect(
        await queryRows(
          t.app.db,
          sql`SELECT district, kind, length(sales) / 16 AS sales FROM price_index_inputs ORDER BY 1, 2`,
        ),
      ).toEqual([
        { district: 'M20', kind: 'houses', sales: 1 },
        { district: 'NE1', kind: 'houses', sales: 1 },
        { district: 'SW19', kind: 'houses', sales: 2 },
      ]);
      expect(await queryRows(t.app.db, sql`SELECT id FROM price_index_changes`)).toEqual([]);
      // The counts stay kept by the trigger afterwards.
      await run('more.csv', writePpdFile([ppdFixture({ postcode: 'NE1 4LZ' })], 'official'));
      const after = (await counts())!;
      expect(after.kept).toBe(after.actual);
    });

    it('keeps the copy loaded last of a transaction id that repeats, and counts the other as unchanged', async () => {
      const row = ppdFixture({ price: 100_000 });
      const later = { ...row, price: 110_000 };
      const summary = await importPricePaid(
        t.database,
        [
          textSource('a.csv', writePpdFile([row, ppdFixture()], 'official')),
          textSource('b.csv', writePpdFile([later], 'official')),
        ],
        { firstLoad: 'always', batchSize: 1 },
      );
      expect(summary).toMatchObject({ inserted: 2, unchanged: 1 });
      expect((await stored()).map((r) => r.price).sort()).toEqual([110_000, 250_000]);
      expect((await indexes()).some((i) => i.name === 'sold_properties_pkey')).toBe(true);
    });

    it('switches to merging when C or D records turn up part way', async () => {
      const a = ppdFixture({ price: 100_000 });
      const b = ppdFixture({ price: 200_000 });
      const summary = await importPricePaid(
        t.database,
        [
          textSource('year.csv', writePpdFile([a, b], 'official')),
          textSource(
            'month.csv',
            writePpdFile(
              [
                { ...a, price: 105_000, status: 'C' },
                { ...b, status: 'D' },
              ],
              'official',
            ),
          ),
        ],
        { firstLoad: 'always', batchSize: 2 },
      );
      expect(summary).toMatchObject({ inserted: 2, updated: 1, deleted: 1, firstLoad: true });
      expect((await stored()).map((r) => r.price)).toEqual([105_000]);
      expect(await markers()).toEqual([]);
      const { kept, actual } = (await counts())!;
      expect(kept).toBe(actual);
    });

    it('finishes the keys and indexes after a failed load, and an import heals what a crashed one left', async () => {
      const before = await indexes();
      await t.app.db.execute(
        sql`ALTER TABLE sold_properties ADD CONSTRAINT test_price_cap CHECK (price < 500000)`,
      );
      try {
        const bad = writePpdFile([ppdFixture({ price: 1 }), ppdFixture({ price: 900000 })], 'official');
        await expect(
          importPricePaid(t.database, [textSource('bad.csv', bad)], { firstLoad: 'always', batchSize: 1 }),
        ).rejects.toThrow();
      } finally {
        await t.app.db.execute(sql`ALTER TABLE sold_properties DROP CONSTRAINT test_price_cap`);
      }
      expect(await indexes()).toEqual(before);
      expect((await stored()).map((r) => r.price)).toEqual([1]);

      // A process killed mid-load: keys and indexes gone, what to build saved.
      const session = await openBulkSession(t.database);
      await beginFirstLoad(session);
      session.close();
      expect(await indexes()).toEqual([]);
      const notes: string[] = [];
      await importPricePaid(t.database, [textSource('next.csv', writePpdFile([ppdFixture()], 'official'))], {
        firstLoad: 'never',
        onNote: (n) => notes.push(n),
      });
      expect(notes).toEqual([
        expect.stringMatching(/finished the keys and indexes of an interrupted first load \(\d+ built\)/),
      ]);
      expect(await indexes()).toEqual(before);
      expect(await markers()).toEqual([]);
    });

    it('is not used for an import into a table that already has rows', async () => {
      await run('seed.csv', writePpdFile([ppdFixture()], 'official'));
      const summary = await importPricePaid(t.database, [
        textSource('more.csv', writePpdFile([ppdFixture()], 'official')),
      ]);
      expect(summary.firstLoad).toBe(false);
    });
  });
});
