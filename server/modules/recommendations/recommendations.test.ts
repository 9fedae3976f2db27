import type { Insights, Recommendation } from '@contracts/recommendations';
import { RECOMMENDATION_LIMIT } from '@contracts/recommendations';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFavorites, userPropertyViews } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { fixtureListings } from '../../test/test-listings';
import { insertProperties } from '../properties/properties.repository';
import { POPULAR_REASON, RECENT_REASON } from './rules';

type Listing = ReturnType<typeof fixtureListings>[number];

describe('recommendations', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let carol: SignedInUser;
  const rows = fixtureListings(90, 'recommendations');
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  const place = (city: string, state: string, zipCode: string) => ({ city, state, zipCode });
  const home = (i: number, fields: Partial<Listing>) =>
    Object.assign(rows[i]!, { createdAt: at('2025-06-01'), ...fields });
  const LEEDS = place('Leeds', 'West Yorkshire', 'LS6 1AA');
  const YORK = place('York', 'North Yorkshire', 'YO1 7HH');
  const house = { propertyType: 'House', status: 'available', ownerId: null };

  const leedsHouse = home(0, { ...LEEDS, ...house, price: 300_000, bedrooms: 3, bathrooms: '2.0' });
  const leedsFlat = home(1, {
    ...LEEDS,
    ...house,
    propertyType: 'Flat',
    price: 200_000,
    bedrooms: 1,
    bathrooms: '1.0',
  });
  const yorkHouse = home(2, { ...YORK, ...house, price: 320_000, bedrooms: 4, bathrooms: '2.0' });
  const yorkFlat = home(3, { ...YORK, ...house, propertyType: 'Apartment', price: 150_000, bedrooms: 2 });
  const bathHouse = home(4, { ...place('Bath', 'Somerset', 'BA1 1AA'), ...house, price: 500_000 });
  const bristolFlat = home(5, {
    ...place('Bristol', 'Bristol', 'BS1 4AA'),
    ...house,
    propertyType: 'Flat',
    price: 250_000,
  });
  const leedsSold = home(6, { ...LEEDS, ...house, price: 300_000, bedrooms: 3, status: 'sold' });
  const leedsOwned = home(7, { ...LEEDS, ...house, price: 300_000, bedrooms: 3, bathrooms: '2.0' });
  const leedsSaved = home(8, { ...LEEDS, ...house, price: 300_000, bedrooms: 3, bathrooms: '2.0' });
  // Newer than every home above, so the "newest listings" pool alone would never find those.
  const fillers = rows.slice(9).map((row, i) =>
    Object.assign(row, {
      ...place('Fillerton', 'Nowhere', 'ZE1 0AA'),
      ...house,
      propertyType: 'Cottage',
      price: 900_000,
      bedrooms: 1,
      bathrooms: '1.0',
      createdAt: new Date(at('2026-01-01').getTime() + i * 60_000),
    }),
  );

  const get = (url: string, user?: SignedInUser) =>
    t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const post = (url: string, user: SignedInUser, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });
  const recommend = async (user: SignedInUser): Promise<Recommendation[]> => {
    const res = await get('/api/recommendations', user);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const reasonsOf = (list: Recommendation[], listing: Listing) =>
    list.find((r) => r.id === listing.id)?.reasons;

  beforeAll(async () => {
    t = await buildTestApp();
    [alice, bob, carol] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    leedsOwned.ownerId = alice.id;
    await insertProperties(t.database.db, rows);
    await post('/api/user/preferences', alice, {
      preferredPropertyType: 'House',
      preferredLocation: 'Leeds',
      minBudget: 250_000,
      maxBudget: 350_000,
      preferredBedrooms: 3,
      preferredBathrooms: 2,
    });
    await post(`/api/properties/${leedsSaved.id}/favorite`, alice);
    // Bob makes one filler the most popular listing.
    await post(`/api/properties/${fillers[0]!.id}/favorite`, bob);
    await post(`/api/properties/${fillers[0]!.id}/view`, bob);
    // Carol saved a York house, viewed a Bath house and searched Bristol's BS1.
    await post(`/api/properties/${yorkHouse.id}/favorite`, carol);
    await post(`/api/properties/${bathHouse.id}/view`, carol);
    await post('/api/search/track', carol, { location: 'BS1' });
  });
  afterAll(() => t.close());

  it('answers 401 to anonymous callers', async () => {
    expect((await get('/api/recommendations')).statusCode).toBe(401);
    expect((await get('/api/recommendations/insights')).statusCode).toBe(401);
  });

  it('puts the home meeting every preference first, explained by the three weightiest reasons', async () => {
    const list = await recommend(alice);
    expect(list[0]!.id).toBe(leedsHouse.id);
    expect(list[0]!.reasons).toEqual([
      'Matches your preferred type: House',
      'In your preferred location: Leeds',
      'Within your budget',
    ]);
    expect(reasonsOf(list, leedsFlat)).toEqual(['In your preferred location: Leeds']);
    expect(reasonsOf(list, yorkHouse)).toEqual([
      'Matches your preferred type: House',
      'Within your budget',
      '3+ bedrooms, as you prefer',
    ]);
  });

  it("never recommends the user's own listings, homes they saved, or homes off the market", async () => {
    const ids = (await recommend(alice)).map((r) => r.id);
    expect(ids).not.toContain(leedsOwned.id);
    expect(ids).not.toContain(leedsSaved.id);
    expect(ids).not.toContain(leedsSold.id);
    // However popular, what Bob saved is not recommended to him.
    const forBob = (await recommend(bob)).map((r) => r.id);
    expect(forBob).not.toContain(fillers[0]!.id);
  });

  it('learns from saved homes, views and searches', async () => {
    const list = await recommend(carol);
    expect(reasonsOf(list, yorkFlat)).toEqual(['Similar to homes you saved in York']);
    expect(reasonsOf(list, bathHouse)).toEqual(['Like homes you viewed in Bath']);
    // Carol's saved house cost £320,000: £250,000 is within 25% of it.
    expect(reasonsOf(list, bristolFlat)).toEqual([
      'Matches your search for BS1',
      'Priced like homes you saved',
    ]);
    expect(list.map((r) => r.id)).not.toContain(yorkHouse.id);
    expect(
      list
        .slice(0, 2)
        .map((r) => r.id)
        .sort(),
    ).toEqual([yorkFlat.id, bristolFlat.id].sort());
    // Every home that met a rule ranks above every home shown only for popularity or newness.
    const fallback = (r: Recommendation) => [POPULAR_REASON, RECENT_REASON].includes(r.reasons[0]!);
    const firstFallback = list.findIndex(fallback);
    expect(firstFallback).toBeGreaterThan(3);
    expect(list.slice(firstFallback).every(fallback)).toBe(true);
  });

  it('shows a new user the most popular listings, then the newest, and says so', async () => {
    const dave = await registerUser(t.app);
    const list = await recommend(dave);
    expect(list).toHaveLength(RECOMMENDATION_LIMIT);
    expect(list[0]).toMatchObject({ id: fillers[0]!.id, reasons: [POPULAR_REASON] });
    expect(list.at(-1)!.reasons).toEqual([RECENT_REASON]);
  });

  it('is deterministic', async () => {
    expect(await recommend(carol)).toEqual(await recommend(carol));
  });

  it("counts the user's own activity and the site's totals", async () => {
    const insights = async (user: SignedInUser): Promise<Insights> => {
      const res = await get('/api/recommendations/insights', user);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const [[views], [favorites]] = await Promise.all([
      t.database.db.select({ n: count() }).from(userPropertyViews),
      t.database.db.select({ n: count() }).from(userFavorites),
    ]);
    const totals = { totalPropertyViews: views!.n, totalPropertyFavorites: favorites!.n };
    expect(await insights(carol)).toEqual({ userViews: 1, userFavorites: 1, userSearches: 1, ...totals });
    expect(await insights(alice)).toEqual({ userViews: 0, userFavorites: 1, userSearches: 0, ...totals });
    await post(`/api/properties/${yorkHouse.id}/favorite`, carol);
    expect(await insights(carol)).toMatchObject({
      userFavorites: 0,
      totalPropertyFavorites: totals.totalPropertyFavorites - 1,
    });
  });
});
