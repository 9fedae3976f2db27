import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import { type SoldResult, soldMessages } from '@contracts/sold/search';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from '../../db/query-rows';
import { CENTRE, type FixtureSale, loadSearchFixture, milesOf } from '../../test/sold-search-fixture';

describe('GET /api/sold-prices', () => {
  let t: TestApp;
  let sales: FixtureSale[];
  const today = new Date();
  beforeAll(async () => {
    t = await buildTestApp();
    sales = await loadSearchFixture(t.database, today);
  });
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/sold-prices?${query}` });
  const search = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return {
      results: res.json() as SoldResult[],
      total: Number(res.headers['x-total-count']),
      headers: res.headers,
    };
  };
  const ids = (list: { record: { id: string } }[]) => list.map((s) => s.record.id.toLowerCase()).sort();
  const categoryA = (s: FixtureSale) => s.record.category === 'A';
  const within = (miles: number) => (s: FixtureSale) => {
    const d = milesOf(s.record.postcode);
    return d !== undefined && d <= miles;
  };

  it('answers an array with the spec fields, the total and the attribution in headers', async () => {
    const { results, total, headers } = await search('location=sw191aa&radius=0');
    expect(headers['x-attribution']).toBe(SOLD_ATTRIBUTION);
    expect(headers['x-sold-data']).toBe('loaded');
    expect(headers['x-search-location']).toBe('SW19 1AA');
    expect(headers['x-search-area']).toBe('postcode');
    expect(total).toBe(5);
    const latest = results[0];
    expect(latest).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      address: 'Flat 1, 12 Acacia Avenue, Wimbledon, London',
      postcode: 'SW19 1AA',
      date: sales[2]?.record.date,
      propertyType: 'Flat/Maisonette',
      source: 'HM Land Registry',
      formattedPrice: '£450,000',
      isAuthentic: true,
      price: 450000,
      paon: '12',
      saon: 'FLAT 1',
      street: 'ACACIA AVENUE',
      locality: 'WIMBLEDON',
      town: 'LONDON',
      district: 'MERTON',
      county: 'GREATER LONDON',
      tenure: 'Leasehold',
      newBuild: false,
      category: 'A',
      latitude: CENTRE.latitude,
      longitude: CENTRE.longitude,
    });
    expect(latest).not.toHaveProperty('distance');
  });

  it('searches a whole sector or district at radius 0', async () => {
    const sector = await search('location=SW19%201&radius=0&limit=200');
    expect(sector.headers['x-search-area']).toBe('sector');
    expect(sector.results.map((r) => r.id).sort()).toEqual(
      ids(sales.filter((s) => s.record.postcode.startsWith('SW19 1') && categoryA(s))),
    );
    const district = await search('location=sw19&radius=0&limit=200');
    expect(district.headers['x-search-location']).toBe('SW19');
    expect(district.results.map((r) => r.id).sort()).toEqual(
      ids(sales.filter((s) => s.record.postcode.startsWith('SW19 ') && categoryA(s))),
    );
  });

  for (const radius of [0.25, 0.5, 1, 3, 5, 10]) {
    it(`finds exactly the sales within ${radius} miles, with their distances`, async () => {
      const { results, total } = await search(`location=SW19 1AA&radius=${radius}&limit=200`);
      const expected = sales.filter((s) => within(radius)(s) && categoryA(s));
      expect(total).toBe(expected.length);
      expect(results.map((r) => r.id).sort()).toEqual(ids(expected));
      for (const r of results) {
        expect(r.distance).toBeLessThanOrEqual(radius);
        expect(r.distance).toBeCloseTo(milesOf(r.postcode ?? '') ?? NaN, 1);
      }
    });
  }

  it('agrees with a brute-force distance check over every postcode', async () => {
    for (const radius of [0.25, 0.5, 1, 3, 5, 10]) {
      const metres = radius * 1609.344;
      const brute = await queryRows<{ id: string }>(
        t.app.db,
        sql`SELECT s.transaction_id::text AS id FROM sold_properties s JOIN postcodes p ON p.postcode = s.postcode
            WHERE s.category = 'A' AND earth_distance(ll_to_earth(${CENTRE.latitude}, ${CENTRE.longitude}), ll_to_earth(p.latitude, p.longitude)) <= ${metres}`,
      );
      const { results } = await search(`location=SW19 1AA&radius=${radius}&limit=200`);
      expect(results.map((r) => r.id).sort()).toEqual(brute.map((b) => b.id).sort());
    }
  });

  const RANGES = { '3months': 3, '6months': 6, '1year': 12, '2years': 24, '5years': 60 } as const;
  for (const [range, months] of Object.entries(RANGES)) {
    it(`limits to sales in the last ${range}`, async () => {
      const { results, total } = await search(`location=SW19 1AA&radius=10&timeRange=${range}&limit=200`);
      const expected = ids(sales.filter((s) => within(10)(s) && categoryA(s) && s.monthsAgo < months));
      expect(results.map((r) => r.id).sort()).toEqual(expected);
      expect(total).toBe(expected.length);
    });
  }

  it('sorts newest first by default, and by oldest, price and distance on request', async () => {
    const all = (sort: string) =>
      search(`location=SW19 1AA&radius=10&limit=200${sort ? `&sort=${sort}` : ''}`).then((r) => r.results);
    const dates = (rs: SoldResult[]) => rs.map((r) => r.date);
    const prices = (rs: SoldResult[]) => rs.map((r) => r.price);
    expect(dates(await all(''))).toEqual(
      dates(await all('newest'))
        .sort()
        .reverse(),
    );
    expect(dates(await all('date'))).toEqual(dates(await all('newest')));
    expect(dates(await all('oldest'))).toEqual([...dates(await all('newest'))].reverse());
    expect(prices(await all('price-desc'))).toEqual(prices(await all('price-asc')).sort((a, b) => b - a));
    expect(prices(await all('price'))).toEqual(prices(await all('price-desc')));
    expect(prices(await all('price-asc'))).toEqual([...prices(await all('price-asc'))].sort((a, b) => a - b));
    const distances = (await all('distance')).map((r) => r.distance ?? NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('pages with limit and offset without overlap, keeping the total', async () => {
    const everything = (await search('location=SW19 1AA&radius=10&limit=200')).results.map((r) => r.id);
    const paged: string[] = [];
    for (let offset = 0; offset < everything.length + 3; offset += 4) {
      const page = await search(`location=SW19 1AA&radius=10&limit=4&offset=${offset}`);
      expect(page.total).toBe(everything.length);
      paged.push(...page.results.map((r) => r.id));
    }
    expect(paged).toEqual(everything);
    expect((await search('location=SW19 1AA&radius=0')).results.length).toBeLessThanOrEqual(50);
  });

  it('filters by type, new build, tenure, category and price', async () => {
    const match = async (query: string, keep: (s: FixtureSale) => boolean) => {
      // Totals come from per-postcode counts, or (with a price) from the sales: both must agree.
      const { results, total } = await search(`location=SW19 1AA&radius=10&limit=200&${query}`);
      const expected = ids(sales.filter((s) => within(10)(s) && keep(s)));
      expect(results.map((r) => r.id).sort(), query).toEqual(expected);
      expect(total, query).toBe(expected.length);
    };
    await match('propertyType=D', (s) => categoryA(s) && s.record.type === 'D');
    await match('propertyType=f', (s) => categoryA(s) && s.record.type === 'F');
    await match('newBuild=true', (s) => categoryA(s) && s.record.oldNew === 'Y');
    await match('newBuild=false', (s) => categoryA(s) && s.record.oldNew === 'N');
    await match('tenure=L', (s) => categoryA(s) && s.record.duration === 'L');
    await match('category=B', (s) => s.record.category === 'B');
    await match('category=all', () => true);
    await match(
      'minPrice=400000&maxPrice=800000',
      (s) => categoryA(s) && s.record.price >= 400000 && s.record.price <= 800000,
    );
    await match('minPrice=&maxPrice=&propertyType=&tenure=', categoryA);
  });

  it('searches around the sector or district centre for a postcode that has sales but no position', async () => {
    const exact = await search('location=SW19 9ZZ&radius=0');
    expect(exact.results.map((r) => r.price)).toEqual([333000]);
    const around = await search('location=SW19 9ZZ&radius=10&limit=200');
    expect(around.results.length).toBeGreaterThan(5);
    expect(around.results.every((r) => r.distance !== undefined && r.distance <= 10)).toBe(true);
  });

  it('answers an empty list for a known place without sales, and 404 for a place it does not know', async () => {
    expect((await search('location=SW19 5AA&radius=0')).results).toEqual([]);
    for (const location of ['ZZ99 9ZZ', 'SW20 9', 'XX9']) {
      const res = await get(`location=${location}&radius=1`);
      expect(res.statusCode, location).toBe(404);
      // SPEC 7: "an object with error field".
      expect(res.json()).toEqual({
        message: soldMessages.postcodeNotFound,
        code: 'not_found',
        error: soldMessages.postcodeNotFound,
      });
    }
    expect((await get('location=SW19 9AB&radius=0')).statusCode).toBe(404);
  });

  it.each([
    ['', soldMessages.locationRequired],
    ['location=', soldMessages.locationRequired],
    ['location=ab', soldMessages.locationTooShort],
    ['location=hello', soldMessages.locationInvalid],
    ['location=SW19 1A', soldMessages.locationInvalid],
    ['location=SW19 1AA&location=E14', soldMessages.locationRepeated],
    ['location=SW19&radius=2', soldMessages.radius],
    ['location=SW19&radius=-1', soldMessages.radius],
    ['location=SW19&radius=abc', soldMessages.radius],
    ['location=SW19&radius=1&radius=3', soldMessages.radius],
    ['location=SW19&timeRange=1week', soldMessages.timeRange],
    ['location=SW19&limit=0', soldMessages.limit],
    ['location=SW19&limit=201', soldMessages.limit],
    ['location=SW19&limit=1.5', soldMessages.limit],
    ['location=SW19&offset=-1', soldMessages.offset],
    ['location=SW19&offset=100001', soldMessages.offset],
    ['location=SW19&propertyType=X', soldMessages.propertyType],
    ['location=SW19&newBuild=yes', soldMessages.newBuild],
    ['location=SW19&tenure=X', soldMessages.tenure],
    ['location=SW19&category=C', soldMessages.category],
    ['location=SW19&minPrice=-1', soldMessages.minPrice],
    ['location=SW19&maxPrice=1e99', soldMessages.maxPrice],
    ['location=SW19&minPrice=10&maxPrice=5', soldMessages.priceOrder],
    ['location=SW19&sort=cheapest', soldMessages.sort],
    ['location=SW19&radius=0&sort=distance', soldMessages.distanceNeedsRadius],
  ])('rejects %s with 400', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, error: message });
  });

  it('never answers 500, whatever the query', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('SW19', 'SW19 1AA', '0', '1', '-1', 'true', 'NaN', '1e400', 'all', 'distance'),
    );
    const key = fc.constantFrom(
      'location',
      'radius',
      'timeRange',
      'limit',
      'offset',
      'propertyType',
      'newBuild',
      'tenure',
      'category',
      'minPrice',
      'maxPrice',
      'sort',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 6 }), async (pairs) => {
        const res = await get(new URLSearchParams(pairs).toString());
        expect([200, 400, 404]).toContain(res.statusCode);
        expect(res.json()).toBeDefined();
      }),
      { numRuns: 150 },
    );
  });
});

describe('sold-price endpoints with no sold data loaded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers an empty list saying the data is empty, not 404', async () => {
    const res = await t.app.inject({ url: '/api/sold-prices?location=SW19 1AA' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-sold-data']).toBe('empty');
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('reports the status and how to load the data', async () => {
    const res = await t.app.inject({ url: '/api/sold-prices/status' });
    expect(res.json()).toMatchObject({
      loaded: false,
      loading: false,
      transactions: 0,
      postcodes: 0,
      earliest: null,
      latest: null,
    });
    expect(res.json().howToLoad.join(' ')).toMatch(/import:price-paid -- pp-complete\.csv/);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/sold-prices', '/api/sold-prices/status', '/api/property-history']),
    );
  });
});
