import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows';
import type { OfficialFile } from '../../../lib/import/download/official-files';
import { MONTHLY_FILE, postcodesFile, pricePaidFiles } from '../../../lib/import/download/official-files';
import { codePointZip } from '../../../test/code-point-fixture';
import {
  closedPort,
  type DownloadServer,
  etagOf,
  osDownloadLink,
  redirectOsLink,
  startDownloadServer,
} from '../../../test/download-server';
import {
  hasSharedData,
  monthlyChangeFile,
  readShared,
  SAMPLE_1995,
  SHARED_DATA_DIR,
} from '../../../test/shared-data';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { downloadAndImport } from './download-and-import';

/**
 * `npm run data:download`'s work against a local stand-in for the official servers, serving real
 * rows of the shared folder, into a test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */

describe.skipIf(!hasSharedData)('data:download: download and import', () => {
  let t: TestApp;
  let server: DownloadServer;
  let downloadsDir: string;
  let year1995: Buffer;
  let monthly: Buffer;
  let postcodeRows: ReturnType<typeof codePointZip>['rows'];

  beforeAll(async () => {
    t = await buildTestApp();
    downloadsDir = mkdtempSync(path.join(tmpdir(), 'hh-downloads-'));
    year1995 = readShared(SAMPLE_1995);
    // A monthly update: real A and D rows, a correction (C) of a 1995 row and a deletion (D) of another.
    monthly = monthlyChangeFile().file;
    const codePoint = codePointZip(SHARED_DATA_DIR, 3000);
    postcodeRows = codePoint.rows;
    server = await startDownloadServer({
      'codepo_gb.zip': codePoint.zip,
      'pp-1995.csv': year1995,
      'pp-2024.csv': readShared(
        'price-paid/pp-2024-with-header__lifnaja__dbt-clickhouse-uk-price-paid__sample_data.csv',
      ),
      [MONTHLY_FILE]: monthly,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await t?.close();
    rmSync(downloadsDir, { recursive: true, force: true });
  });

  beforeAll(() => redirectOsLink(server));

  const plan = (choice = { years: [1995, 2024], monthly: true }): OfficialFile[] => {
    const files = [
      postcodesFile(osDownloadLink(server)),
      ...pricePaidFiles(server.url, { complete: false, ...choice }),
    ];
    // Never a real internet request.
    for (const f of files) expect(f.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    return files;
  };
  const run = (files: OfficialFile[], download = { retries: 1, backoffMs: 10, timeoutMs: 2_000 }) =>
    downloadAndImport({ files, downloadsDir, database: async () => t.database, download });

  /** Everything a download could change, to compare before and after. */
  const snapshot = async () =>
    (
      await queryRows<Record<string, unknown>>(
        t.app.db,
        sql`SELECT (SELECT count(*)::int FROM sold_properties) AS sold,
                   (SELECT md5(string_agg(transaction_id::text || price || sale_date || coalesce(postcode, ''), ',' ORDER BY transaction_id)) FROM sold_properties) AS sold_hash,
                   (SELECT count(*)::int FROM postcodes) AS postcodes,
                   (SELECT md5(string_agg(postcode || latitude || longitude, ',' ORDER BY postcode)) FROM postcodes) AS postcodes_hash`,
      )
    )[0];
  const price = async (id: string) =>
    (
      await queryRows<{ price: number }>(
        t.app.db,
        sql`SELECT price FROM sold_properties WHERE transaction_id = ${id}`,
      )
    )[0]?.price;

  it('downloads the postcode zip and the Price Paid files, then imports them (monthly A/C/D applied)', async () => {
    const summary = await run(plan());
    expect(summary.downloads.map((d) => [path.basename(d.file), d.outcome])).toEqual([
      ['postcodes-codepo_gb.zip', 'downloaded'],
      ['pp-1995.csv', 'downloaded'],
      ['pp-2024.csv', 'downloaded'],
      [MONTHLY_FILE, 'downloaded'],
    ]);
    expect(readFileSync(path.join(downloadsDir, 'pp-1995.csv')).equals(year1995)).toBe(true);
    // Only the area files of Data/CSV, never the Doc/ headers file.
    expect(summary.postcodes).toMatchObject({ files: expect.any(Number), skippedFiles: [], rejected: 0 });
    expect(summary.postcodes?.postcodes.inserted).toBe(3000);
    // 1,000 + 11 + 10 new rows; one 1995 row corrected, one deleted; 5 deletes of ids not loaded.
    expect(summary.pricePaid).toMatchObject({
      files: 3,
      rowsRead: 1000 + 11 + 17,
      inserted: 1021,
      updated: 1,
      deleted: 1,
      rejected: 0,
    });
    expect((await snapshot())?.sold).toBe(1020);
    expect(await price('5da7acd6-f0c0-48ef-bade-046af2c133d2')).toBe(42500);
    expect(await price('595510a8-9fc0-460f-837f-12bdc279f7bd')).toBeUndefined();
    // Grid references converted by the existing OSGB36 converter land on the published positions.
    const sampleRow = postcodeRows[1234]!;
    const [stored] = await queryRows<{ latitude: string; longitude: string }>(
      t.app.db,
      sql`SELECT latitude::text, longitude::text FROM postcodes WHERE postcode = ${sampleRow.postcode}`,
    );
    expect(Number(stored?.latitude)).toBeCloseTo(sampleRow.latitude, 4);
    expect(Number(stored?.longitude)).toBeCloseTo(sampleRow.longitude, 4);
  });

  it('changes nothing when run again: every file unchanged on the server, every row unchanged', async () => {
    const before = await snapshot();
    server.requests.length = 0;
    const summary = await run(plan());
    expect(summary.downloads.every((d) => d.outcome === 'unchanged')).toBe(true);
    expect(server.requests.find((r) => r.path === 'pp-1995.csv')?.headers['if-none-match']).toBe(
      etagOf(year1995),
    );
    // Nothing to import: re-reading pp-1995.csv would briefly bring back the row the monthly file deleted.
    expect(summary.alreadyImported).toEqual([
      'postcodes-codepo_gb.zip',
      'pp-1995.csv',
      'pp-2024.csv',
      MONTHLY_FILE,
    ]);
    expect(summary.pricePaid).toBeUndefined();
    expect(summary.postcodes).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('imports a file again when this database has not recorded it, and still converges', async () => {
    const before = await snapshot();
    await t.app.db.execute(sql`DELETE FROM data_loads WHERE name LIKE 'download:%'`);
    const summary = await run(plan());
    expect(summary.alreadyImported).toEqual([]);
    expect(summary.postcodes?.postcodes).toMatchObject({ inserted: 0, updated: 0, unchanged: 3000 });
    expect(await snapshot()).toEqual(before);
  });

  describe('a failed download leaves the data as it was, even when other files arrived', () => {
    // A new monthly file that would delete a row and change a price if it were imported.
    beforeAll(() => {
      const [, , third = ''] = year1995.toString('utf8').split('\n');
      server.files.set(
        MONTHLY_FILE,
        Buffer.concat([monthly, Buffer.from(`${third.replace(/"A"$/, '"D"')}\n`)]),
      );
    });
    const failing = (): OfficialFile[] => [
      ...plan({ years: [], monthly: true }),
      ...pricePaidFiles(server.url, { complete: false, years: [2023], monthly: false }),
    ];

    const expectUntouched = async (
      files: OfficialFile[],
      message: RegExp | string,
      intercept?: DownloadServer['intercept'],
    ) => {
      const before = await snapshot();
      const redirect = server.intercept;
      server.intercept = (req, res, body) =>
        Boolean(redirect?.(req, res, body) || (req.url === '/pp-2023.csv' && intercept?.(req, res, body)));
      try {
        await expect(run(files, { retries: 1, backoffMs: 10, timeoutMs: 300 })).rejects.toThrow(message);
      } finally {
        server.intercept = redirect;
      }
      expect(await snapshot()).toEqual(before);
    };

    it('404', async () => {
      await expectUntouched(
        failing(),
        `Download of pp-2023.csv failed: HTTP 404 Not Found for ${server.url}pp-2023.csv`,
      );
    });

    it('wrong length', async () => {
      const body = Buffer.from('"{5DA7ACD6-F0C0-48EF-BADE-046AF2C133D2}","1","2023-01-01 00:00"\n');
      await expectUntouched(
        failing(),
        /pp-2023\.csv failed: the connection ended after \d+ bytes of 100000 promised \(gave up after 2 attempts\)/,
        (_req, res) => {
          res.writeHead(200, { 'content-length': 100_000 });
          res.write(body, () => setTimeout(() => res.socket?.end(), 50));
          return true;
        },
      );
    });

    it('a slow server', async () => {
      await expectUntouched(
        failing(),
        /pp-2023\.csv failed: 127\.0\.0\.1:\d+ did not answer within 0\.3 s/,
        () => true,
      );
    });

    it('an unreachable host', async () => {
      const port = await closedPort();
      const files = plan({ years: [], monthly: true });
      files[0] = postcodesFile(`http://127.0.0.1:${port}/codepo_gb.zip`);
      await expectUntouched(
        files,
        `Download of postcodes-codepo_gb.zip failed: could not connect to 127.0.0.1:${port} (connection refused)`,
      );
    });

    it('and once the files are there, the new monthly file applies', async () => {
      server.files.set('pp-2023.csv', Buffer.from(''));
      const summary = await run(failing());
      expect(summary.alreadyImported).toEqual(['postcodes-codepo_gb.zip']);
      expect(summary.pricePaid).toMatchObject({ files: 1, deleted: 1, inserted: 0, updated: 0 });
      expect((await snapshot())?.sold).toBe(1019);
    });
  });
});
