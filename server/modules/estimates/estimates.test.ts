import type { Estimate, PriceIndexSeries } from '@contracts/estimate';
import { estimateMessages } from '@contracts/estimate';
import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import { soldMessages } from '@contracts/sold/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textSource } from '../../lib/import/sources';
import { importPricePaid } from '../sold/import/price-paid-importer';
import { ppdFixture, writePpdFile } from '../../test/sold-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertFixtureListings } from '../../test/test-listings';
import { inSector, standardSalesWhere } from './evidence.repository';
import { rebuildPriceIndexes } from './rebuild-indexes';

const NOW = new Date('2021-01-01T12:00:00Z');

/**
 * Ten terraced houses on Oak Road bought in June 2015 for £400,000 and resold in June 2020 for
 * £480,000 (so the houses index rises exactly 20% between those months), and 7 Elm Road, sold once,
 * in June 2015, for £400,000.
 */
function fixtureRows() {
  const oak = Array.from({ length: 10 }, (_, i) => [
    ppdFixture({
      price: 400_000,
      date: '2015-06-15',
      postcode: 'SW19 7AB',
      type: 'T',
      saon: '',
      paon: String(i + 1),
      street: 'OAK ROAD',
    }),
    ppdFixture({
      price: 480_000,
      date: '2020-06-15',
      postcode: 'SW19 7AB',
      type: 'T',
      saon: '',
      paon: String(i + 1),
      street: 'OAK ROAD',
    }),
  ]).flat();
  const elm = ppdFixture({
    price: 400_000,
    date: '2015-06-15',
    postcode: 'SW19 7AA',
    type: 'T',
    saon: '',
    paon: '7',
    street: 'ELM ROAD',
  });
  return [...oak, elm];
}

describe('estimates API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => NOW });
    await importPricePaid(
      t.database,
      [textSource('fixture.csv', writePpdFile(fixtureRows(), 'official'))],
      {},
    );
    await rebuildPriceIndexes(t.app.db, NOW);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url });

  it("values a sold home from its own last sale moved by the local index, and its neighbours' sales", async () => {
    const res = await get('/api/estimate?address=7%20Elm%20Road&postcode=sw19%207aa');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Estimate>();
    expect(body).toMatchObject({
      status: 'estimate',
      asOf: '2021-01-01',
      postcode: 'SW19 7AA',
      // Every piece of evidence moves to exactly £480,000 at today's index.
      estimate: 480_000,
      method: 'repeat-sale-and-comparables',
      lastSale: { price: 400_000, adjustedPrice: 480_000, date: '2015-06-15' },
      index: { district: 'SW19', kind: 'houses', level: 'national', place: 'GB' },
      askingPrice: null,
      attribution: SOLD_ATTRIBUTION,
    });
    expect(body.low).toBeLessThan(480_000);
    expect(body.high).toBeGreaterThan(480_000);
    expect(body.comparables).toHaveLength(20);
    for (const c of body.comparables) expect(c.adjustedPrice).toBe(480_000);
    const total = body.lastSale!.weight + body.comparables.reduce((sum, c) => sum + c.weight, 0);
    expect(total).toBeCloseTo(1, 3);
  });

  it('withholds the estimate, saying why, when nothing before asOf shows how prices moved', async () => {
    const res = await get('/api/estimate?address=7%20Elm%20Road&postcode=SW19%207AA&asOf=2018-01-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'withheld',
      estimate: null,
      reason: 'There are too few sales in the area to follow its prices over time.',
      comparables: [],
    });
  });

  it('refuses bad input with a message: unknown address 404, bad postcode and dates 400', async () => {
    const unknown = await get('/api/estimate?address=99%20Nowhere&postcode=SW19%207AA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(soldMessages.propertyNotFound);
    const badPostcode = await get('/api/estimate?address=7%20Elm%20Road&postcode=nope');
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().message).toBe(soldMessages.postcodeInvalid);
    for (const asOf of ['2020-02-30', 'yesterday', '2021-01-02']) {
      const bad = await get(`/api/estimate?address=7%20Elm%20Road&postcode=SW19%207AA&asOf=${asOf}`);
      expect(bad.statusCode, asOf).toBe(400);
      expect(bad.json().message).toBe(estimateMessages.asOfInvalid);
    }
  });

  it('serves the stored monthly index, latest month = 100, with its sample sizes', async () => {
    const res = await get('/api/sold-prices/index?district=sw19&type=houses');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PriceIndexSeries>();
    expect(body).toMatchObject({ district: 'SW19', kind: 'houses', level: 'national', place: 'GB' });
    expect(body.months[0]).toEqual({ month: '2015-06', index: 83.3, sales: 10 });
    expect(body.months.at(-1)).toEqual({ month: '2020-06', index: 100, sales: 10 });
    expect((await get('/api/sold-prices/index?district=SW19&type=flats')).statusCode).toBe(404);
    const bad = await get('/api/sold-prices/index?district=London&type=houses');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(estimateMessages.districtInvalid);
  });

  it('values a listing and says how far its asking price is from the estimate', async () => {
    const [listing] = await insertFixtureListings(t.app.db, 1);
    const id = listing!.id;
    await t.app.db.execute(
      sql`update properties set zip_code = 'SW19 7AC', address = '9 Oak Road', built_form = 'Terraced', price = 500000 where id = ${id}`,
    );
    const res = await get(`/api/properties/${id}/estimate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'estimate',
      estimate: 480_000,
      method: 'comparables',
      askingPrice: 500_000,
      askingPriceDifferencePercent: 4.2,
    });
    expect((await get('/api/properties/00000000-0000-4000-8000-000000000000/estimate')).statusCode).toBe(404);
  });

  it("reads a sector's newest sales by its index as the whole sector read by postcode would give them", async () => {
    const all = await standardSalesWhere(
      t.app.db,
      sql`s.postcode like 'SW19 7%' and s.property_type in ('T')`,
    );
    const newest = await standardSalesWhere(
      t.app.db,
      sql`${inSector('SW19 7')} and s.property_type in ('T')`,
      { newest: 5 },
    );
    expect(all).toHaveLength(21);
    // The newest five (latest date first, then by id), handed back oldest first.
    const expected = [...all]
      .sort((a, b) => b.date.localeCompare(a.date) || a.transactionId.localeCompare(b.transactionId))
      .slice(0, 5)
      .reverse();
    expect(newest).toEqual(expected);
    expect(await standardSalesWhere(t.app.db, inSector('SW19 '), { newest: 5 })).toEqual([]);
  });
});
