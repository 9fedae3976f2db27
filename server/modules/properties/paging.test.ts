import { PROPERTY_SORTS, type Property, type PropertySort } from '@contracts/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { allListings, fixtureListings, search } from '../../test/test-listings';
import { insertProperties } from './properties.repository';

/**
 * Paging, checked by brute force: every page of every sort, by offset and by keyset ('after'),
 * put together, is exactly the full list sorted in JavaScript. The fixtures share prices, towns and
 * dates on purpose, so only the tie-breaks keep pages from repeating or skipping a listing.
 */

const key: Record<PropertySort, ((p: Property) => string | number)[]> = {
  newest: [],
  'price-low': [(p) => p.price],
  'price-high': [(p) => -p.price],
  sqft: [(p) => -p.sqft],
  'domain-az': [(p) => p.city.toLowerCase()],
  'domain-za': [(p) => p.city.toLowerCase()],
  location: [(p) => p.state.toLowerCase(), (p) => p.city.toLowerCase()],
};

function expectedOrder(sort: PropertySort, rows: Property[]) {
  const compare = (a: Property, b: Property) => {
    for (const [i, read] of key[sort].entries()) {
      const [x, y] = [read(a), read(b)];
      if (x !== y) return (x < y ? -1 : 1) * (sort === 'domain-za' && i === 0 ? -1 : 1);
    }
    // Then newest first, then the larger id first.
    return Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  };
  return [...rows].sort(compare).map((p) => p.id);
}

const FILTERS: { name: string; body: Record<string, unknown>; keep: (p: Property) => boolean }[] = [
  { name: 'no filter', body: {}, keep: () => true },
  { name: '2+ bedrooms', body: { bedrooms: 2 }, keep: (p) => p.bedrooms >= 2 },
  {
    name: 'price range',
    body: { minPrice: 200_000, maxPrice: 400_000 },
    keep: (p) => p.price >= 200_000 && p.price <= 400_000,
  },
];

const PAGE = 9;

describe('paging through a search', () => {
  let t: TestApp;
  let all: Property[];

  beforeAll(async () => {
    t = await buildTestApp();
    const rows = fixtureListings(60, 'paging').map((row, i) => ({
      ...row,
      // Ties in every sort key: a third share a price, a quarter a date, every other row a town.
      price: i % 3 === 0 ? 300_000 : row.price,
      sqft: i % 3 === 1 ? 900 : row.sqft,
      createdAt: i % 4 === 0 ? new Date('2026-01-01T12:00:00.000Z') : row.createdAt,
      ...(i % 2 === 0 ? { city: 'Leeds', state: 'West Yorkshire' } : {}),
    }));
    await insertProperties(t.database.db, rows);
    all = await allListings(t.app);
  });
  afterAll(() => t.close());

  async function pageThrough(sort: PropertySort, body: Record<string, unknown>, by: 'offset' | 'after') {
    const seen: string[] = [];
    for (let step = 0; step < 100; step++) {
      const position = by === 'offset' ? { offset: seen.length } : seen.length ? { after: seen.at(-1) } : {};
      const res = await search(t.app, { ...body, sort, limit: PAGE, ...position });
      expect(res.statusCode, res.body).toBe(200);
      const rows: Property[] = res.json();
      seen.push(...rows.map((p) => p.id));
      if (rows.length < PAGE) return seen;
    }
    throw new Error('paging never ended');
  }

  for (const filter of FILTERS) {
    for (const sort of PROPERTY_SORTS) {
      it(`${filter.name}, ${sort}: offset and keyset pages add up to the full sorted list`, async () => {
        const expected = expectedOrder(sort, all.filter(filter.keep));
        expect(expected.length).toBeGreaterThan(PAGE * 2);
        expect(await pageThrough(sort, filter.body, 'offset')).toEqual(expected);
        expect(await pageThrough(sort, filter.body, 'after')).toEqual(expected);
      });
    }
  }

  it('keyset paging also works on GET /api/properties, and an offset counts from the anchor', async () => {
    const expected = expectedOrder('price-low', all);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/properties?sort=price-low&limit=5&offset=2&after=${expected[9]}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((p: Property) => p.id)).toEqual(expected.slice(12, 17));
    expect(res.headers['x-total-count']).toBe(String(all.length));
  });

  it('refuses a cursor that is not a listing id, and says so when its listing has gone', async () => {
    const bad = await search(t.app, { after: 'page-2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('after must be the id of the last listing of the previous page');
    const gone = await search(t.app, { after: '00000000-0000-4000-8000-000000000000' });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(
      'The listing this page starts after has been removed: search again for the latest results',
    );
  });
});
