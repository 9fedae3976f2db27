import { COMPARE_MAX, type Comparison, FAVORITE_NOTE_MAX, type SavedProperty } from '@contracts/favorite';
import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soldProperties } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { fixtureListings } from '../../test/test-listings';
import { insertProperties } from '../properties/properties.repository';
import { MIN_SALES, medianAreas, saleKind } from '../sold/local-median';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('local median areas', () => {
  it('tries the sector, then the district, and never lets SW1 match SW19', () => {
    expect(medianAreas('sw19 3es')).toEqual([
      { area: 'SW19 3', prefix: 'SW19 3%' },
      { area: 'SW19', prefix: 'SW19 %' },
    ]);
    expect(medianAreas('not a postcode')).toEqual([]);
  });

  it('compares flats with flats and everything else with houses', () => {
    expect(['Flat', 'apartment', 'Condo'].map(saleKind)).toEqual(['flats', 'flats', 'flats']);
    expect(['House', 'Bungalow', 'Townhome', 'Cottage'].map(saleKind)).toEqual(Array(4).fill('houses'));
  });
});

describe('favourite notes and comparison', () => {
  let t: TestApp;
  let ids: string[];
  let alice: SignedInUser;
  let bob: SignedInUser;

  /** A sale for the median: the fields the query reads, the rest plain. */
  const sale = (postcode: string, price: number, propertyType: string, saleDate: string) => ({
    transactionId: randomUUID(),
    price,
    saleDate,
    postcode,
    propertyType,
    oldOrNew: 'N',
    duration: 'F',
    propertyTypeFormatted: propertyType,
    newBuild: false,
    tenure: 'Freehold',
    fullAddress: `1 Test Road, ${postcode}`,
    addressKey: '1 test road',
  });

  beforeAll(async () => {
    t = await buildTestApp();
    const [house, flat, elsewhere, spare] = fixtureListings(4, 'compare');
    Object.assign(house!, { zipCode: 'SW19 3ES', propertyType: 'House', price: 600_000, sqft: 1_200 });
    Object.assign(flat!, { zipCode: 'SW19 8AB', propertyType: 'Flat', price: 350_000, sqft: 0 });
    Object.assign(elsewhere!, { zipCode: 'ZE2 9XY', propertyType: 'House' });
    await insertProperties(t.database.db, [house!, flat!, elsewhere!, spare!]);
    ids = [house!.id, flat!.id, elsewhere!.id, spare!.id];
    // Sector SW19 3: five house sales (enough) and a flat; district SW19: the flats.
    await t.database.db.insert(soldProperties).values([
      ...[400_000, 500_000, 550_000, 700_000, 900_000].map((price, i) =>
        sale(`SW19 3A${'BDEFG'[i]}`, price, i % 2 ? 'S' : 'D', `2019-0${i + 1}-15`),
      ),
      sale('SW19 3AH', 200_000, 'F', '2020-01-01'),
      ...[250_000, 300_000, 320_000, 380_000].map((price, i) =>
        sale(`SW19 ${i + 1}QQ`, price, 'F', `2021-0${i + 1}-01`),
      ),
      // Not a standard sale, and not in SW19: neither counts.
      { ...sale('SW19 3AJ', 5_000_000, 'D', '2020-06-01'), category: 'B' },
      sale('SW1 3AA', 9_000_000, 'D', '2020-06-01'),
    ]);
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    for (const id of ids.slice(0, 3))
      await t.app.inject({ method: 'POST', url: `/api/properties/${id}/favorite`, headers: alice.headers });
  });
  afterAll(() => t.close());

  const putNote = (id: string, payload: unknown, user?: SignedInUser) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/favorites/${id}/note`,
      headers: { ...user?.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const compare = (query: string, user?: SignedInUser) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user/favorites/compare?${query}`,
      headers: user?.headers ?? {},
    });
  const savedList = async (user: SignedInUser): Promise<SavedProperty[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/user/favorites', headers: user.headers })).json();

  it('answers 401 to anonymous callers', async () => {
    expect((await putNote(ids[0]!, { note: 'x' })).statusCode).toBe(401);
    expect((await compare(`ids=${ids[0]}`)).statusCode).toBe(401);
  });

  it('keeps a private note on a saved home, trimmed, and removes it when emptied', async () => {
    const res = await putNote(ids[0]!, { note: '  Ask about the loft conversion  ' }, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ note: 'Ask about the loft conversion' });
    expect((await savedList(alice)).find((p) => p.id === ids[0])?.note).toBe('Ask about the loft conversion');
    expect((await putNote(ids[0]!, { note: '   ' }, alice)).json()).toEqual({ note: null });
    expect((await savedList(alice)).find((p) => p.id === ids[0])?.note).toBeNull();
  });

  it('refuses a note on a home the user has not saved, and bad notes, changing nothing', async () => {
    await putNote(ids[1]!, { note: 'keep me' }, alice);
    const notSaved = await putNote(ids[1]!, { note: 'mine now' }, bob);
    expect(notSaved.statusCode).toBe(404);
    expect(notSaved.json()).toEqual({
      message: 'This property is not in your favourites',
      code: 'not_found',
    });
    expect((await putNote(UNKNOWN_ID, { note: 'x' }, alice)).statusCode).toBe(404);
    for (const payload of [{}, { note: 42 }, { note: 'x'.repeat(FAVORITE_NOTE_MAX + 1) }, 'text', null]) {
      const res = await putNote(ids[1]!, payload, alice);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await savedList(alice)).find((p) => p.id === ids[1])?.note).toBe('keep me');
  });

  it('compares saved homes in the order asked, with £ per sq ft and the local sold-price median', async () => {
    const res = await compare(`ids=${ids[1]},${ids[0]},${ids[2]}`, alice);
    expect(res.statusCode).toBe(200);
    const body: Comparison = res.json();
    expect(body.attribution).toBe(SOLD_ATTRIBUTION);
    expect(body.homes.map((h) => h.property.id)).toEqual([ids[1], ids[0], ids[2]]);
    const [flat, house, elsewhere] = body.homes;
    expect(house).toMatchObject({ pricePerSqft: 500 });
    expect(house!.localMedian).toEqual({
      median: 550_000,
      sales: MIN_SALES,
      area: 'SW19 3',
      kind: 'houses',
      firstSale: '2019-01-15',
      lastSale: '2019-05-15',
    });
    // Only one flat sold in the sector: the district's five flats are used.
    expect(flat).toMatchObject({ pricePerSqft: null });
    expect(flat!.localMedian).toMatchObject({ median: 300_000, sales: 5, area: 'SW19', kind: 'flats' });
    expect(elsewhere!.localMedian).toBeNull();
  });

  it('compares only the caller’s own saved homes, at most four, each once', async () => {
    const other = await compare(`ids=${ids[0]}`, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'This property is not in your favourites', code: 'not_found' });
    expect((await compare(`ids=${ids[3]}`, alice)).statusCode).toBe(404);
    const five = Array.from({ length: COMPARE_MAX + 1 }, () => randomUUID()).join(',');
    for (const query of ['', 'ids=', 'ids=nope', `ids=${ids[0]},${ids[0]}`, `ids=${five}`]) {
      const res = await compare(query, alice);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
