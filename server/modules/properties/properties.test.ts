import { PROPERTY_SORTS, type Property } from '@contracts/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertProperties } from './properties.repository';
import { allListings, expectSorted, fixtureListings, insertFixtureListings } from '../../test/test-listings';

describe('GET /api/properties', () => {
  let t: TestApp;
  const COUNT = 60;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertFixtureListings(t.database.db, COUNT);
  });
  afterAll(() => t.close());

  it('lists newest first with the total in X-Total-Count and a default page of 50', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(COUNT));
    const rows: Property[] = res.json();
    expect(rows).toHaveLength(50);
    expectSorted('newest', rows);
  });

  it('returns the spec shape: numeric columns as strings, integers as numbers', async () => {
    const [first] = await allListings(t.app);
    expect(first).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      price: expect.any(Number),
      bathrooms: expect.stringMatching(/^\d\.\d$/),
      latitude: expect.stringMatching(/^-?\d+\.\d+$/),
      longitude: expect.stringMatching(/^-?\d+\.\d+$/),
      features: expect.any(Array),
      images: expect.arrayContaining([expect.stringMatching(/^\/demo\/.+\.webp$/)]),
      ownerId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Object.keys(first!).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'price',
        'address',
        'city',
        'state',
        'zipCode',
        'propertyType',
        'bedrooms',
        'bathrooms',
        'sqft',
        'features',
        'images',
        'latitude',
        'longitude',
        'status',
        'yearBuilt',
        'lotSize',
        'agentName',
        'agentPhone',
        'agentEmail',
        'ownerId',
        'createdAt',
        'updatedAt',
        // Material information and the latest cut (issue 17), beside the spec's fields.
        'tenure',
        'leaseYearsRemaining',
        'groundRent',
        'serviceCharge',
        'councilTaxBand',
        'epcRating',
        'epcPotential',
        'epcCertificateUrl',
        'builtForm',
        'floorPlan',
        'sharedOwnership',
        'retirement',
        'reducedAt',
        // HM Land Registry's sale when the listing is marked sold (issue 21).
        'soldPrice',
        'soldDate',
      ].sort(),
    );
  });

  it.each(PROPERTY_SORTS)('sorts by %s over the whole list', async (sort) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties?sort=${sort}&limit=500` });
    expect(res.statusCode).toBe(200);
    const rows: Property[] = res.json();
    expect(rows).toHaveLength(COUNT);
    expectSorted(sort, rows);
  });

  it('pages without repeating or skipping a listing', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < COUNT; offset += 7) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/properties?sort=price-low&limit=7&offset=${offset}`,
      });
      expect(res.headers['x-total-count']).toBe(String(COUNT));
      seen.push(...res.json().map((p: Property) => p.id));
    }
    expect(new Set(seen).size).toBe(COUNT);
    const beyond = await t.app.inject({ method: 'GET', url: `/api/properties?offset=${COUNT + 10}` });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(COUNT));
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 500'],
    ['limit=501', 'limit must be a whole number from 1 to 500'],
    ['limit=abc', 'limit must be a whole number from 1 to 500'],
    ['offset=-1', 'offset must be a whole number from 0 to 1000000'],
    [
      'sort=cheapest',
      'sort must be one of newest, price-low, price-high, sqft, domain-az, domain-za, location',
    ],
  ])('rejects %s with 400', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/properties/:id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertFixtureListings(t.database.db, 5);
  });
  afterAll(() => t.close());

  it('returns one listing', async () => {
    const [listing] = await allListings(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${listing!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listing);
  });

  it('answers 404 for an unknown or a malformed id: neither names a listing', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/properties/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Property not found', code: 'not_found' });
    for (const bad of ['123', 'not-a-uuid', "1'%20or%20'1'='1"]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/properties/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found', code: 'not_found' });
    }
  });
});

describe('X-Total-Count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertFixtureListings(t.database.db, 1005);
  });
  afterAll(() => t.close());

  const totalOf = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-total-count']);
  /** One more listing, newest of all, in the given town. */
  const addListing = async (id: string, changes: object) => {
    const [row] = fixtureListings(1, id);
    await insertProperties(t.database.db, [
      { ...row!, id, createdAt: new Date(), updatedAt: new Date(), ...changes },
    ]);
  };

  it('is exact for totals under 1,000 straight after a change', async () => {
    const search = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/properties/search',
        payload: { location: 'Ramsgate', limit: 1 },
      });
    const before = totalOf(await search());
    expect(before).toBeGreaterThan(1);
    await addListing('00000000-0000-4000-8000-0000000000aa', { city: 'Ramsgate', state: 'Kent' });
    expect(totalOf(await search())).toBe(before + 1);
  });

  it('reuses a total of 1,000 or more for a few seconds, while the page itself is always fresh', async () => {
    const list = () => t.app.inject({ method: 'GET', url: '/api/properties?limit=1' });
    const before = totalOf(await list());
    expect(before).toBeGreaterThanOrEqual(1005);
    await addListing('00000000-0000-4000-8000-0000000000bb', {});
    const after = await list();
    expect(totalOf(after)).toBe(before);
    expect(after.json()[0].id).toBe('00000000-0000-4000-8000-0000000000bb');
  });
});
