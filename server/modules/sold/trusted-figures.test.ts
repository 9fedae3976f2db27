import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import type { SoldResult } from '@contracts/sold/search';
import type { PropertyHistory } from '@contracts/sold/history';
import { AREA_STATS_MIN_SALES, type AreaStats } from '@contracts/sold/area-stats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { queryRows } from '../../db/query-rows';
import { fileSource, textSource } from '../../lib/import/sources';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { importPostcodes } from '../postcodes/postcode-importer';
import { importPricePaid } from './import/price-paid-importer';

/**
 * Figures a buyer can trust, on real HM Land Registry rows (the SW19 2010-2020 PPD report in the
 * shared data folder, read from there, never copied): non-residential sales (property type O,
 * category B: storage lockers, parking spaces, shops) stay out of area figures by default.
 */
const dataDir = loadConfig({ NODE_ENV: 'test' }).soldDataDir;
const SW19_FILE = 'price-paid-report-format/ppd-report__SW19-2010-2020__leoliu2008__Coursera__ppd_data.csv';

/** Two storage lockers in Mulholland House, SW19 3ES, sold in December 2017 (type O, category B). */
const LOCKERS = ['68feb20c-6395-38da-e053-6c04a8c051ae', '6da0844a-c53e-30f2-e053-6b04a8c05f3b'];
const FLAT = { address: 'Apartment 9, Hatton House, 81, Hartfield Road, London', postcode: 'SW19 3ES' };

interface RawSale {
  id: string;
  postcode: string;
  addressKey: string;
  date: string;
  price: number;
  type: string;
  category: string;
}

describe.skipIf(!dataDir)('standard residential figures on real SW19 sales', () => {
  let t: TestApp;
  let raw: RawSale[];
  let positions: Map<string, { latitude: number; longitude: number }>;

  beforeAll(async () => {
    t = await buildTestApp();
    const dir = dataDir ?? '';
    // London SW postcodes only: enough for every half-mile and 3 km circle round Wimbledon.
    const lines = readFileSync(path.join(dir, 'postcodes/ppd-postcodes.csv'), 'utf8').split('\n');
    const sw = lines.filter((line, i) => i === 0 || line.startsWith('SW'));
    await importPostcodes(t.database, [textSource('sw-postcodes.csv', sw.join('\n') + '\n')]);
    await importPricePaid(t.database, [fileSource(path.join(dir, SW19_FILE))]);
    raw = await queryRows<RawSale>(
      t.app.db,
      sql`SELECT transaction_id::text AS id, postcode, address_key AS "addressKey", sale_date::text AS date,
                 price, property_type AS type, category FROM sold_properties WHERE postcode IS NOT NULL`,
    );
    const rows = await queryRows<{ postcode: string; latitude: number; longitude: number }>(
      t.app.db,
      sql`SELECT postcode, latitude, longitude FROM postcodes`,
    );
    positions = new Map(rows.map((r) => [r.postcode, r]));
  }, 180_000);
  afterAll(() => t?.close());

  const standard = (s: RawSale) => s.category === 'A' && s.type !== 'O';
  const history = async (address: string, postcode: string) => {
    const res = await t.app.inject({
      url: `/api/property-history?address=${encodeURIComponent(address)}&postcode=${encodeURIComponent(postcode)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PropertyHistory;
  };

  it("leaves the storage lockers out of a SW19 3ES flat's nearby sales and area average", async () => {
    // The data really has them at this postcode, newer than most of the flats' sales.
    const lockers = raw.filter((s) => LOCKERS.includes(s.id));
    expect(lockers.map((s) => [s.price, s.type, s.category])).toEqual(
      expect.arrayContaining([
        [1025, 'O', 'B'],
        [5000, 'O', 'B'],
      ]),
    );
    const h = await history(FLAT.address, FLAT.postcode);
    const ids = h.neighboringSales.map((s) => s.id);
    expect(ids).toHaveLength(8);
    for (const id of LOCKERS) expect(ids).not.toContain(id);
    expect(h.neighboringSales.every((s) => s.propertyType !== 'Other' && s.price > 100_000)).toBe(true);

    // The 8 newest standard residential sales of other addresses at the postcode.
    const own = raw.find((s) => s.postcode === FLAT.postcode && s.addressKey.includes('APARTMENT 9|'));
    const expected = raw
      .filter((s) => s.postcode === FLAT.postcode && s.addressKey !== own?.addressKey && standard(s))
      .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1))
      .slice(0, 8);
    expect(ids).toEqual(expected.map((s) => s.id));
    const mean = Math.round(expected.reduce((sum, s) => sum + s.price, 0) / expected.length);
    expect(h.averagePrice).toBe(mean);
    expect(h.averagePrice).toBe(673_125);
    expect(h.attribution).toBe(SOLD_ATTRIBUTION);
  });

  it("still lists every sale of the address itself, a locker's included", async () => {
    const h = await history('Storage Locker 24, Mulholland House, 77, Hartfield Road, London', 'SW19 3ES');
    expect(h.priceHistory.map((s) => [s.id, s.price, s.propertyType, s.category])).toEqual([
      [LOCKERS[0], 1025, 'Other', 'B'],
    ]);
    expect(h.currentProperty.formattedPrice).toBe('£1,025');
    expect(h.neighboringSales.map((s) => s.id)).not.toContain(LOCKERS[1]);
  });

  it('measures the price change between standard sales of the home, not from a non-residential sale', async () => {
    // 1 Boundary Road: £335,125 (2014, A), £18,000 (2018, type O, B), £375,000 (2019, A).
    const boundary = await history('1 Boundary Road, London', 'SW19 2AW');
    expect(boundary.priceHistory.map((s) => s.price)).toEqual([375_000, 18_000, 335_125]);
    expect([boundary.priceChange, boundary.priceChangePercent]).toEqual([39_875, 11.9]);
    // 47 Hartfield Crescent: latest sale £28,500 (2017, type O, B) after £431,050 (2016, A).
    const hartfield = await history('47 Hartfield Crescent, London', 'SW19 3RZ');
    expect(hartfield.priceHistory.map((s) => s.price)).toEqual([28_500, 431_050, 337_500, 285_000]);
    expect(hartfield.currentProperty.price).toBe(28_500);
    expect([hartfield.priceChange, hartfield.priceChangePercent]).toEqual([0, 0]);
  });

  it('keeps sold-price searches to standard sales unless category=all is asked for', async () => {
    const search = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/sold-prices?location=SW19%203ES&radius=0&limit=200${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as SoldResult[]).map((r) => r.id);
    };
    const byDefault = await search('');
    expect(byDefault.length).toBe(raw.filter((s) => s.postcode === 'SW19 3ES' && standard(s)).length);
    for (const id of LOCKERS) expect(byDefault).not.toContain(id);
    expect(await search('&category=all')).toEqual(expect.arrayContaining(LOCKERS));
  });

  /** Great-circle metres on the sphere earthdistance uses. */
  function metresBetween(
    a: { latitude: number; longitude: number },
    b: { latitude: number; longitude: number },
  ) {
    const rad = Math.PI / 180;
    const h =
      Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
      Math.cos(a.latitude * rad) *
        Math.cos(b.latitude * rad) *
        Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
    return 2 * 6378168 * Math.asin(Math.sqrt(h));
  }
  const median = (prices: number[]) => {
    const sorted = [...prices].sort((a, b) => a - b);
    const mid = sorted.length / 2;
    return Math.round(
      sorted.length % 2 ? (sorted[Math.floor(mid)] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2,
    );
  };

  it('gives a circle its median standard sale price over its latest 12 months and the change from the 12 before', async () => {
    const centre = positions.get('SW19 3ES');
    if (!centre) throw new Error('SW19 3ES has no position');
    const res = await t.app.inject({
      url: `/api/sold-prices/area-stats?latitude=${centre.latitude}&longitude=${centre.longitude}&radiusKm=3`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json() as AreaStats;

    const inCircle = raw.filter((s) => {
      const at = positions.get(s.postcode);
      return at !== undefined && metresBetween(centre, at) <= 3000;
    });
    const residential = inCircle.filter(standard);
    const newest =
      residential
        .map((s) => s.date)
        .sort()
        .at(-1) ?? '';
    // The data ends in February 2020: March 2019 - February 2020 against the year before.
    expect(newest.slice(0, 7)).toBe('2020-02');
    const between = (from: string, to: string) =>
      residential.filter((s) => s.date >= from && s.date <= to).map((s) => s.price);
    const latest = between('2019-03-01', '2020-02-29');
    const previous = between('2018-03-01', '2019-02-28');
    expect(latest.length).toBeGreaterThanOrEqual(AREA_STATS_MIN_SALES);
    expect(stats.latest).toEqual({
      from: '2019-03-01',
      to: '2020-02-29',
      sales: latest.length,
      medianPrice: median(latest),
    });
    expect(stats.previous).toEqual({
      from: '2018-03-01',
      to: '2019-02-28',
      sales: previous.length,
      medianPrice: median(previous),
    });
    const change = Math.round(((median(latest) - median(previous)) / median(previous)) * 1000) / 10;
    expect(stats.changePercent).toBe(change);
    expect(stats.attribution).toBe(SOLD_ATTRIBUTION);

    // Non-standard sales in the same period are there and would move the median.
    const others = inCircle.filter((s) => !standard(s) && s.date >= '2019-03-01' && s.date <= '2020-02-29');
    expect(others.length).toBeGreaterThan(0);
    expect(median([...latest, ...others.map((s) => s.price)])).not.toBe(median(latest));
  });

  it('serves the circle from the postcode GiST index and index-only scans of the covering sold index', async () => {
    const centre = positions.get('SW19 3ES');
    if (!centre) throw new Error('SW19 3ES has no position');
    const { areaPeriodsQuery } = await import('./area-stats.repository');
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      t.app.db,
      sql`EXPLAIN ${areaPeriodsQuery(centre, 3000)}`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('postcodes_earth_idx');
    expect(text.match(/Index Only Scan using sold_properties_postcode_date_idx/g)?.length).toBe(2);
    expect(text).not.toMatch(/Seq Scan on (postcodes|sold_properties)/);
  });
});
