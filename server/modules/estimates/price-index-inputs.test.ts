import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { textSource } from '../../lib/import/sources';
import { ppdFixture, type PpdFixture, writePpdFile } from '../../test/sold-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { importPricePaid } from '../sold/import/price-paid-importer';
import { applyChanges, type NetChanges, RECORD_BYTES } from './price-index-inputs';
import { rebuildPriceIndexes } from './rebuild-indexes';

const NOW = new Date('2022-01-01T12:00:00Z');

const record = (n: number) => Buffer.alloc(RECORD_BYTES, n);
const key = (n: number) => record(n).toString('latin1');
const multiset = (bytes: Uint8Array) => {
  const counts = new Map<number, number>();
  for (let at = 0; at < bytes.byteLength; at += RECORD_BYTES)
    counts.set(bytes[at]!, (counts.get(bytes[at]!) ?? 0) + 1);
  return counts;
};

describe('applyChanges', () => {
  it('adds and removes records as a multiset, whatever the order and repeats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 30 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -3, max: 3 })), {
          maxLength: 10,
        }),
        (stored, deltas) => {
          const before = Buffer.concat(stored.map(record));
          const have = multiset(before);
          // A removal never exceeds what is stored: the inputs and their changes always agree.
          const changes: NetChanges = new Map();
          for (const [n, delta] of deltas) {
            const net = Math.max(-(have.get(n) ?? 0), (changes.get(key(n)) ?? 0) + delta);
            changes.set(key(n), net);
          }
          const expected = new Map(have);
          for (const [n] of deltas) expected.set(n, (have.get(n) ?? 0) + changes.get(key(n))!);
          const after = multiset(applyChanges(before, changes));
          for (const [n, count] of expected) expect(after.get(n) ?? 0).toBe(count);
          expect([...after.values()].reduce((a, b) => a + b, 0)).toBe(
            [...expected.values()].reduce((a, b) => a + b, 0),
          );
        },
      ),
    );
  });
});

/** A small pseudo-random stream, so the fixture is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Homes in three districts of two areas, each sold twice between 2015 and 2020 along a rising
 * trend: enough for SW's area index and CR0's district index, too few for most districts alone.
 */
function firstSales(): PpdFixture[] {
  const next = random(7);
  const rows: PpdFixture[] = [];
  for (const [d, district] of ['SW19', 'SW18', 'CR0'].entries())
    for (let home = 0; home < (district === 'CR0' ? 400 : 200); home++)
      for (let sale = 0; sale < 2; sale++) {
        const year = 2015 + Math.floor(next() * 3) + sale * 3;
        const month = 1 + Math.floor(next() * 12);
        rows.push(
          ppdFixture({
            id: `5A5A5A5A-0000-4000-8000-${String(d * 100_000 + home * 10 + sale).padStart(12, '0')}`,
            price: Math.round(300_000 * (1 + 0.04 * (year - 2015)) * (0.9 + next() * 0.2)),
            date: `${year}-${String(month).padStart(2, '0')}-15`,
            postcode: `${district} ${1 + (home % 9)}AB`,
            type: home % 2 ? 'F' : 'T',
            saon: home % 2 ? `FLAT ${home}` : '',
            paon: String(home),
          }),
        );
      }
  return rows;
}

describe('the stored price index inputs', () => {
  let t: TestApp;
  const first = firstSales();
  const load = (rows: PpdFixture[]) =>
    importPricePaid(t.database, [textSource('sales.csv', writePpdFile(rows, 'official'))], {});
  const stored = () =>
    queryRows<{ place: string; kind: string; level: string; log_levels: number[]; sales: number[] }>(
      t.app.db,
      sql`select place, kind, level, log_levels, sales from price_index order by place, kind`,
    );
  const inputs = () =>
    queryRows<{ district: string; kind: string; records: string[] }>(
      t.app.db,
      sql`select district, kind, array(select encode(substring(sales from 1 + 16 * i for 16), 'hex')
            from generate_series(0, length(sales) / 16 - 1) i order by 1) as records
          from price_index_inputs order by district, kind`,
    );
  const pendingChanges = async () =>
    (await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from price_index_changes`))[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => NOW });
    await load(first);
  });
  afterAll(() => t.close());

  it('follows every write to the sales: what the rebuild applies equals the inputs built from the sales', async () => {
    expect(await pendingChanges()).toBe(first.length);
    await rebuildPriceIndexes(t.app.db, NOW, { force: true });
    expect(await pendingChanges()).toBe(0);
    const applied = await inputs();
    expect(applied.map((row) => `${row.district}|${row.kind}|${row.records.length}`)).toEqual([
      'CR0|flats|400',
      'CR0|houses|400',
      'SW18|flats|200',
      'SW18|houses|200',
      'SW19|flats|200',
      'SW19|houses|200',
    ]);
    await t.app.db.execute(sql`select price_index_inputs_reload()`);
    expect(await inputs()).toEqual(applied);
  });

  it('gives, after sales are added, changed and removed, the index a rebuild from the sales gives', async () => {
    await rebuildPriceIndexes(t.app.db, NOW, { force: true });
    const before = await stored();
    expect(before.map((row) => `${row.place}|${row.kind}|${row.level}`)).toEqual([
      'CR0|flats|district',
      'CR0|houses|district',
      'SW|flats|area',
      'SW|houses|area',
    ]);
    // A monthly update: resales in 2021 (a new district among them), price corrections, deletions.
    const resold = first.filter((_, i) => i % 7 === 0);
    await load([
      ...resold.map((row, i) =>
        ppdFixture({
          type: row.type,
          saon: row.saon,
          paon: row.paon,
          postcode: i % 10 === 0 ? 'SW20 1AB' : row.postcode,
          price: Math.round(row.price * 1.3),
          date: '2021-06-15',
        }),
      ),
      ...first
        .filter((_, i) => i % 11 === 0)
        .map((row) => ({ ...row, price: row.price + 5_000, status: 'C' as const })),
      ...first.filter((_, i) => i % 13 === 0).map((row) => ({ ...row, status: 'D' as const })),
    ]);
    expect(await pendingChanges()).toBeGreaterThan(0);
    await rebuildPriceIndexes(t.app.db, NOW, { force: true });
    const applied = await inputs();
    const incremental = await stored();
    expect(incremental).not.toEqual(before);

    await rebuildPriceIndexes(t.app.db, NOW, { force: true, fromSales: true });
    expect(await inputs()).toEqual(applied);
    const fromSales = await stored();
    expect(fromSales.map((row) => [row.place, row.kind, row.level, row.sales])).toEqual(
      incremental.map((row) => [row.place, row.kind, row.level, row.sales]),
    );
    // The same inputs; the fits agree to backfitting's convergence (it stops once no month moves by 1e-5).
    fromSales.forEach((row, i) =>
      row.log_levels.forEach((level, m) => expect(level).toBeCloseTo(incremental[i]!.log_levels[m]!, 4)),
    );
  });

  it('forgets everything when the sales are truncated', async () => {
    await t.app.db.execute(sql`truncate sold_properties cascade`);
    expect(await inputs()).toEqual([]);
    expect(await pendingChanges()).toBe(0);
  });
});
