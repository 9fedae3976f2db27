import { PRICE_RANGES, PROPERTY_TYPES, type Property } from '@contracts/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertProperties } from './properties.repository';
import { allListings, expectSorted, fixtureListings, search } from '../../test/test-listings';

const compact = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();
const ids = (rows: Property[]) => rows.map((r) => r.id).sort();

describe('POST /api/properties/search', () => {
  let t: TestApp;
  let all: Property[];
  /** Traps: a postcode whose compact form starts like SW19, a town one letter away from Bolton, a street named after a town. */
  const trapChanges = [
    { zipCode: 'SW1 9AA', city: 'Westminster', title: 'Flat in Westminster' },
    { city: 'Boston', state: 'Lincolnshire', zipCode: 'PE21 6AA', title: 'House in Boston' },
    {
      city: 'Bolton',
      state: 'Greater Manchester',
      zipCode: 'BL1 1AA',
      address: '12 Wimbledon Road',
      title: 'House in Bolton',
    },
  ];
  const traps = fixtureListings(3, 'traps').map((row, i) => ({
    ...row,
    id: `00000000-0000-4000-8000-00000000000${i + 1}`,
    ...trapChanges[i],
  }));

  /** Runs a search that must return every listing satisfying `expected`, and only those. */
  async function expectSearch(body: Record<string, unknown>, expected: (p: Property) => boolean) {
    const res = await search(t.app, { limit: 500, ...body });
    expect(res.statusCode, res.body).toBe(200);
    const rows: Property[] = res.json();
    for (const row of rows)
      expect(
        expected(row),
        `${JSON.stringify(body)} returned ${row.title}, ${row.city}, ${row.zipCode}`,
      ).toBe(true);
    expect(ids(rows)).toEqual(ids(all.filter(expected)));
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    return rows;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await insertProperties(t.database.db, [...fixtureListings(120), ...traps]);
    all = await allListings(t.app);
  });
  afterAll(() => t.close());

  it('returns everything for an empty filter', async () => {
    const rows = await expectSearch({}, () => true);
    expect(rows.length).toBe(123);
  });

  it('filters by property type, case-insensitively; All Types means any', async () => {
    const present = PROPERTY_TYPES.filter((type) => all.some((p) => p.propertyType === type));
    expect(present.length).toBeGreaterThanOrEqual(5);
    for (const type of present) {
      await expectSearch({ propertyType: type.toUpperCase() }, (p) => p.propertyType === type);
    }
    await expectSearch({ propertyType: 'All Types' }, () => true);
    await expectSearch({ propertyType: 'Condo' }, () => false);
  });

  it('filters by each price range label, £ or $, both ends inclusive', async () => {
    for (const range of PRICE_RANGES) {
      const within = (p: Property) =>
        p.price >= range.min && (range.max === undefined || p.price <= range.max);
      const rows = await expectSearch({ priceRange: range.label }, within);
      expect(rows.length).toBeGreaterThan(0);
      await expectSearch({ priceRange: range.label.replace(/£/g, '$') }, within);
    }
    await expectSearch({ priceRange: 'Any Price' }, () => true);
  });

  it('filters by minPrice and maxPrice, inclusive', async () => {
    const prices = all.map((p) => p.price).sort((a, b) => a - b);
    const [low, high] = [prices[20]!, prices[80]!];
    await expectSearch({ minPrice: low, maxPrice: high }, (p) => p.price >= low && p.price <= high);
    await expectSearch({ minPrice: high }, (p) => p.price >= high);
    await expectSearch({ maxPrice: low }, (p) => p.price <= low);
  });

  it('treats bedrooms and bathrooms as "at least", from numbers or form text', async () => {
    for (const n of [0, 1, 2, 3, 4, 5]) {
      await expectSearch({ bedrooms: n }, (p) => p.bedrooms >= n);
    }
    for (const n of [1, 2, 3]) {
      await expectSearch({ bathrooms: n }, (p) => Number(p.bathrooms) >= n);
    }
    await expectSearch(
      { bedrooms: '3+', bathrooms: '2' },
      (p) => p.bedrooms >= 3 && Number(p.bathrooms) >= 2,
    );
  });

  it('filters by floor area, accepting thousands separators', async () => {
    await expectSearch({ minSqft: '1,000', maxSqft: '1,500' }, (p) => p.sqft >= 1000 && p.sqft <= 1500);
    await expectSearch({ minSqft: 2000 }, (p) => p.sqft >= 2000);
  });

  it('combines every filter of the second shape, with sort and paging', async () => {
    const match = (p: Property) =>
      p.propertyType === 'House' &&
      p.price >= 150_000 &&
      p.price <= 900_000 &&
      p.bedrooms >= 3 &&
      Number(p.bathrooms) >= 1 &&
      p.sqft >= 900;
    const body = {
      propertyType: 'House',
      minPrice: 150_000,
      maxPrice: 900_000,
      bedrooms: 3,
      bathrooms: 1,
      minSqft: 900,
    };
    const rows = await expectSearch(body, match);
    expect(rows.length).toBeGreaterThan(3);
    const sorted = await search(t.app, { ...body, sort: 'price-high' });
    expectSorted('price-high', sorted.json());
    const page = await search(t.app, { ...body, sort: 'price-high', limit: 2, offset: 1 });
    expect(page.headers['x-total-count']).toBe(String(rows.length));
    expect(page.json().map((p: Property) => p.id)).toEqual(
      sorted
        .json()
        .slice(1, 3)
        .map((p: Property) => p.id),
    );
  });

  it('finds a town by name, case-insensitively and despite a typo, not streets named after it', async () => {
    const inWimbledon = (p: Property) => p.city === 'Wimbledon';
    const rows = await expectSearch({ location: 'wimbledon' }, inWimbledon);
    expect(rows.length).toBeGreaterThan(5);
    await expectSearch({ location: 'Wimbeldon' }, inWimbledon);
    await expectSearch({ location: '  WIMBLEDON ' }, inWimbledon);
    await expectSearch({ location: 'Wimbledon Road' }, (p) => p.address.includes('Wimbledon Road'));
  });

  it('finds a county, also misspelt, and a town plus county separated by a comma', async () => {
    await expectSearch({ location: 'Merseyside' }, (p) => p.state === 'Merseyside');
    await expectSearch({ location: 'Mersyside' }, (p) => p.state === 'Merseyside');
    await expectSearch({ location: 'Ramsgate, Kent' }, (p) => p.city === 'Ramsgate' && p.state === 'Kent');
  });

  it('prefers literal matches: Bolton never returns Boston, but a typo still finds Boston', async () => {
    const bolton = await expectSearch({ location: 'Bolton' }, (p) =>
      `${p.city} ${p.title} ${p.address}`.toLowerCase().includes('bolton'),
    );
    expect(bolton.some((p) => p.city === 'Boston')).toBe(false);
    const res = await search(t.app, { location: 'Bostn' });
    expect(res.json().map((p: Property) => p.city)).toContain('Boston');
  });

  it('matches postcodes: full (any spacing or case), sector and district', async () => {
    const sample = all.find((p) => p.zipCode.startsWith('L23'))!;
    const full = compact(sample.zipCode);
    await expectSearch({ location: full.toLowerCase() }, (p) => compact(p.zipCode) === full);
    await expectSearch({ location: sample.zipCode.replace(' ', '   ') }, (p) => compact(p.zipCode) === full);
    const sector = sample.zipCode.slice(0, -2);
    await expectSearch({ location: sector }, (p) => p.zipCode.startsWith(sector));
    const district = await expectSearch({ location: 'sw19' }, (p) => p.zipCode.startsWith('SW19 '));
    expect(district.map((p) => p.zipCode)).not.toContain('SW1 9AA');
    await expectSearch(
      { location: 'Wimbledon SW19' },
      (p) => p.zipCode.startsWith('SW19 ') && p.city === 'Wimbledon',
    );
  });

  it('matches street names and titles', async () => {
    const street = all.find((p) => /^\d+ /.test(p.address))!.address.replace(/^\d+ /, '');
    await expectSearch({ location: street }, (p) =>
      `${p.address} ${p.title}`.toLowerCase().includes(street.toLowerCase()),
    );
    await expectSearch({ location: 'Crosby' }, (p) => `${p.title} ${p.address} ${p.city}`.includes('Crosby'));
  });

  it('treats LIKE wildcards and quotes as plain text', async () => {
    for (const location of ['%', '_', "'; drop table properties; --", 'Atlantis']) {
      await expectSearch({ location }, () => false);
    }
    expect((await allListings(t.app)).length).toBe(all.length);
  });

  it('limits results to a map bounding box', async () => {
    const bbox = { south: 51.3, west: -0.3, north: 51.6, east: 0.1 };
    const inside = (p: Property) =>
      Number(p.latitude) >= bbox.south &&
      Number(p.latitude) <= bbox.north &&
      Number(p.longitude) >= bbox.west &&
      Number(p.longitude) <= bbox.east;
    const rows = await expectSearch({ bbox }, inside);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(all.length);
  });

  it.each([
    [{ minPrice: -1 }, 'minPrice must be a whole number from 0 to 1,000,000,000'],
    [{ maxPrice: 1.5 }, 'maxPrice must be a whole number from 0 to 1,000,000,000'],
    [{ minPrice: 500_000, maxPrice: 100_000 }, 'minPrice must not be greater than maxPrice'],
    [{ minSqft: 3000, maxSqft: '1,000' }, 'minSqft must not be greater than maxSqft'],
    [{ priceRange: '£0 - £300k', minPrice: 5 }, 'Send either priceRange or minPrice/maxPrice, not both'],
    [
      { priceRange: 'cheap' },
      "Unknown price range: use one of '£0 - £300k', '£300k - £500k', '£500k - £750k', '£750k+'",
    ],
    [{ propertyType: 'Castle' }, `Unknown property type: use one of ${PROPERTY_TYPES.join(', ')}`],
    [{ bedrooms: 'two' }, 'bedrooms must be a whole number from 0 to 50'],
    [{ bathrooms: -2 }, 'bathrooms must be a whole number from 0 to 50'],
    [{ limit: 501 }, 'limit must be a whole number from 1 to 500'],
    [{ limit: 1e12 }, 'limit must be a whole number from 1 to 500'],
    [{ offset: -5 }, 'offset must be a whole number from 0 to 1000000'],
    [
      { sort: 'random' },
      'sort must be one of newest, price-low, price-high, sqft, domain-az, domain-za, location',
    ],
    [{ bbox: { south: 52, west: 0, north: 51, east: 1 } }, 'bbox.south must not be greater than bbox.north'],
    [{ bbox: { south: 51, west: 2, north: 52, east: 1 } }, 'bbox.west must not be greater than bbox.east'],
    [
      { bbox: { south: 51, west: 0, north: 95, east: 1 } },
      'bbox.north must be a latitude between -90 and 90',
    ],
    [{ bbox: { south: 51, west: 0, north: 52 } }, 'bbox.east must be a longitude between -180 and 180'],
    [{ bbox: '51,0,52,1' }, 'bbox must be an object with south, west, north and east'],
    [{ location: 'x'.repeat(101) }, 'location must be at most 100 characters'],
    [{ location: 42 }, 'location must be text'],
    [{ minprice: 5 }, 'Unknown field: minprice'],
  ])('rejects %j with 400', async (body, message) => {
    const res = await search(t.app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('rejects malformed JSON and non-object bodies with 400', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"location":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Request body is not valid JSON', code: 'bad_request' });
    for (const payload of ['[]', '"Wimbledon"', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/properties/search',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message, payload).toBe('Request body must be a JSON object of search filters');
    }
  });
});
