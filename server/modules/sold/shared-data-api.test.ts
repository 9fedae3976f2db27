import type { SoldResult } from '@contracts/sold/search';
import type { PropertyHistory } from '@contracts/sold/history';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { loadDemoSoldData } from './demo-seed';
import { queryRows } from '../../db/query-rows';
import { salesNearQuery } from './sold-search.repository';

/** The API on the real shared data (skipped without SOLD_DATA_DIR): radius searches against brute force, histories against raw rows. */
const dataDir = loadConfig({ NODE_ENV: 'test' }).soldDataDir;

describe.skipIf(!dataDir)('sold-price API on the shared data', () => {
  let t: TestApp;
  let positions: Map<string, { latitude: number; longitude: number }>;
  let standardSales: { id: string; postcode: string; date: string; price: number }[];
  beforeAll(async () => {
    t = await buildTestApp();
    await loadDemoSoldData(t.database, dataDir ?? '', t.app.log);
    const rows = await queryRows<{ postcode: string; latitude: number; longitude: number }>(
      t.app.db,
      sql`SELECT postcode, latitude, longitude FROM postcodes`,
    );
    positions = new Map(rows.map((r) => [r.postcode, r]));
    standardSales = await queryRows(
      t.app.db,
      sql`SELECT transaction_id::text AS id, postcode, sale_date::text AS date, price FROM sold_properties
          WHERE category = 'A' AND postcode IS NOT NULL`,
    );
  }, 180_000);

  /** Great-circle metres on the sphere earthdistance uses, computed here independently of the database. */
  function metresBetween(
    a: { latitude: number; longitude: number },
    b: { latitude: number; longitude: number },
  ) {
    const rad = Math.PI / 180;
    const dLat = (b.latitude - a.latitude) * rad;
    const dLon = (b.longitude - a.longitude) * rad;
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
    return 2 * 6378168 * Math.asin(Math.sqrt(h));
  }
  afterAll(() => t?.close());

  /** Every page of a search. */
  async function searchAll(query: string): Promise<{ results: SoldResult[]; total: number }> {
    const results: SoldResult[] = [];
    let total = 0;
    for (let offset = 0; offset === 0 || offset < total; offset += 200) {
      const res = await t.app.inject({ url: `/api/sold-prices?${query}&limit=200&offset=${offset}` });
      expect(res.statusCode, res.body).toBe(200);
      total = Number(res.headers['x-total-count']);
      results.push(...(res.json() as SoldResult[]));
    }
    return { results, total };
  }

  const CASES = [
    ['SW19 1AA', 1],
    ['SW19 8LS', 0.5],
    ['L23 0SX', 1],
    ['L22 4RH', 3],
    ['CT11 7BB', 5],
    ['E14 9AA', 1],
    ['B15 2TT', 3],
    ['NE1 1EE', 0.25],
  ] as const;

  for (const [postcode, radius] of CASES) {
    it(`finds every sale within ${radius} miles of ${postcode} and nothing further`, async () => {
      const metres = radius * 1609.344;
      const centre = positions.get(postcode);
      if (!centre) throw new Error(`${postcode} has no position`);
      const brute = standardSales.filter((s) => {
        const at = positions.get(s.postcode);
        return at !== undefined && metresBetween(centre, at) <= metres;
      });
      const { results, total } = await searchAll(
        `location=${encodeURIComponent(postcode)}&radius=${radius}&sort=distance`,
      );
      expect(total).toBe(brute.length);
      expect(results.map((r) => r.id).sort()).toEqual(brute.map((b) => b.id).sort());
      const distances = results.map((r) => r.distance ?? NaN);
      expect(distances.every((d) => d <= radius)).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });
  }

  // Pages of a radius search are chosen from a per-postcode sample's threshold, in every order:
  // every page must still be exactly the brute-force order, ties and all.
  type Sale = (typeof standardSales)[number] & { metres: number };
  const byId = (a: Sale, b: Sale) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const newestFirst = (a: Sale, b: Sale) => (a.date === b.date ? byId(a, b) : a.date < b.date ? 1 : -1);
  const BRUTE_ORDER: Record<string, (a: Sale, b: Sale) => number> = {
    newest: newestFirst,
    oldest: (a, b) => (a.date === b.date ? byId(a, b) : a.date < b.date ? -1 : 1),
    'price-desc': (a, b) => b.price - a.price || newestFirst(a, b),
    'price-asc': (a, b) => a.price - b.price || newestFirst(a, b),
    distance: (a, b) => a.metres - b.metres || newestFirst(a, b),
  };
  it.each([
    ['SW19 3ES', 1, [0, 50, 1000], ''],
    ['L23 6TS', 3, [0, 150], ''],
    ['M20 4XQ', 5, [0, 7, 400], ''],
    ['NE1 4LZ', 0.5, [0], ''],
    ['SW19 3ES', 3, [0, 100], '&minPrice=250000&maxPrice=600000'],
    ['M20 4XQ', 1, [0, 50], '&minPrice=1500000'],
  ] as const)(
    'pages around %s (%s miles, offsets %j) in the brute-force order, whatever the sort %s',
    async (postcode, radius, offsets, priceFilter) => {
      const centre = positions.get(postcode);
      if (!centre) throw new Error(`${postcode} has no position`);
      const min = Number(/minPrice=(\d+)/.exec(priceFilter)?.[1] ?? 0);
      const max = Number(/maxPrice=(\d+)/.exec(priceFilter)?.[1] ?? Infinity);
      const matches = standardSales
        .map((s) => {
          const at = positions.get(s.postcode);
          return { ...s, metres: at ? metresBetween(centre, at) : Infinity };
        })
        .filter((s) => s.metres <= radius * 1609.344 && s.price >= min && s.price <= max);
      for (const [sort, compare] of Object.entries(BRUTE_ORDER)) {
        const brute = [...matches].sort(compare).map((s) => s.id);
        for (const offset of offsets) {
          const res = await t.app.inject({
            url: `/api/sold-prices?location=${encodeURIComponent(postcode)}&radius=${radius}&sort=${sort}&limit=50&offset=${offset}${priceFilter}`,
          });
          const ids = (res.json() as SoldResult[]).map((r) => r.id);
          if (sort === 'distance') {
            // Equal distances to the millimetre are computed alike but not bit for bit: compare as sets per page.
            expect(new Set(ids), `${sort} offset ${offset}`).toEqual(
              new Set(brute.slice(offset, offset + 50)),
            );
          } else {
            expect(ids, `${sort} offset ${offset}`).toEqual(brute.slice(offset, offset + 50));
          }
          expect(Number(res.headers['x-total-count'])).toBe(brute.length);
        }
      }
    },
  );

  it('serves the 1-mile search from the postcode GiST index and the sold postcode index', async () => {
    const [centre] = await queryRows<{ latitude: number; longitude: number }>(
      t.app.db,
      sql`SELECT latitude, longitude FROM postcodes WHERE postcode = 'SW19 1AA'`,
    );
    if (!centre) throw new Error('SW19 1AA has no position');
    const query = salesNearQuery(centre, 1609.344, { category: 'A' }, 'newest', { limit: 50, offset: 0 });
    const plan = await queryRows<{ 'QUERY PLAN': string }>(t.app.db, sql`EXPLAIN ${query}`);
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('postcodes_earth_idx');
    // Index-only: the covering index answers the matching, counting and ordering by itself.
    expect(text).toContain('Index Only Scan using sold_properties_postcode_date_idx');
    expect(text).toContain('sold_properties_pkey');
    expect(text).not.toMatch(/Seq Scan on (postcodes|sold_properties)/);
    // Each postcode's newest sales come off the index in order: a Limit straight over the scan,
    // with no sort of all that postcode's sales in between.
    expect(text).toMatch(/Limit[^\n]*\n\s*->\s+Index Only Scan using sold_properties_postcode_date_idx/);
  });

  it.each([
    ['price-desc', 'sold_properties_postcode_price_idx'],
    ['price-asc', 'sold_properties_postcode_price_idx'],
    ['oldest', 'sold_properties_postcode_date_idx'],
  ] as const)('walks each postcode for a %s page straight off %s, stopping early', async (order, index) => {
    const centre = positions.get('SW19 1AA');
    if (!centre) throw new Error('SW19 1AA has no position');
    const query = salesNearQuery(centre, 1609.344, { category: 'A' }, order, { limit: 50, offset: 0 });
    const plan = await queryRows<{ 'QUERY PLAN': string }>(t.app.db, sql`EXPLAIN ${query}`);
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(new RegExp(`Limit[^\\n]*\\n\\s*->\\s+Index Only Scan( Backward)? using ${index}`));
    expect(text).not.toMatch(/Seq Scan on (postcodes|sold_properties)/);
  });

  it('gives each property the same sales as the raw rows, newest first', async () => {
    const properties = await queryRows<{ postcode: string; key: string; address: string }>(
      t.app.db,
      sql`SELECT postcode, address_key AS key, min(full_address) AS address FROM sold_properties
          WHERE postcode IS NOT NULL GROUP BY postcode, address_key HAVING count(*) > 1
          ORDER BY md5(postcode || address_key) LIMIT 25`,
    );
    expect(properties.length).toBe(25);
    for (const p of properties) {
      const raw = await queryRows<{ id: string; price: number; date: string; standard: boolean }>(
        t.app.db,
        sql`SELECT transaction_id::text AS id, price, sale_date::text AS date,
                   category = 'A' AND property_type <> 'O' AS standard FROM sold_properties
            WHERE postcode = ${p.postcode} AND address_key = ${p.key} ORDER BY sale_date DESC, transaction_id`,
      );
      const res = await t.app.inject({
        url: `/api/property-history?address=${encodeURIComponent(p.address)}&postcode=${encodeURIComponent(p.postcode)}`,
      });
      expect(res.statusCode, `${p.address} ${p.postcode}`).toBe(200);
      const h = res.json() as PropertyHistory;
      expect(h.priceHistory.map((s) => [s.id, s.price, s.date])).toEqual(
        raw.map((r) => [r.id, r.price, r.date]),
      );
      // From the previous standard residential sale to the latest, when the latest is one.
      const [latest, ...earlier] = raw;
      const previous = latest?.standard ? earlier.find((r) => r.standard) : undefined;
      expect(h.priceChange).toBe(previous && latest ? latest.price - previous.price : 0);
      expect(h.neighboringSales.length).toBeLessThanOrEqual(8);
      expect(h.neighboringSales.every((n) => !raw.some((r) => r.id === n.id))).toBe(true);
    }
  });
});
