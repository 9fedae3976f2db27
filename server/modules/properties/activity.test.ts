import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPropertyViews, userSearchHistory } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertFixtureListings } from '../../test/test-listings';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/properties/:id/view', () => {
  let t: TestApp;
  let ids: string[];
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = (await insertFixtureListings(t.database.db, 3)).map((row) => row.id!);
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const views = (propertyId: string) =>
    t.database.db.select().from(userPropertyViews).where(eq(userPropertyViews.propertyId, propertyId));
  const view = (id: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: `/api/properties/${id}/view`, headers, remoteAddress });

  it('records one view per signed-in user per listing within 30 minutes', async () => {
    const [id] = ids;
    expect((await view(id!, alice.headers)).statusCode).toBe(204);
    expect((await view(id!, alice.headers)).statusCode).toBe(204);
    expect((await view(id!, bob.headers)).statusCode).toBe(204);
    const rows = await views(id!);
    expect(rows.map((r) => r.userId).sort()).toEqual([alice.id, bob.id].sort());
  });

  it('counts a signed-in view again once the window has passed', async () => {
    const id = ids[1]!;
    await view(id, alice.headers);
    await t.database.db
      .update(userPropertyViews)
      .set({ viewedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(userPropertyViews.propertyId, id));
    await view(id, alice.headers);
    expect(await views(id)).toHaveLength(2);
  });

  it('records anonymous views without a user, once per address per listing', async () => {
    const id = ids[2]!;
    await view(id, {}, '198.51.100.7');
    await view(id, {}, '198.51.100.7');
    await view(id, {}, '198.51.100.8');
    const rows = await views(id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.userId === null)).toBe(true);
  });

  it('accepts the call with an empty JSON body, as the web client may send it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${ids[0]}/view`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
  });

  it('answers 404 for an unknown listing or a malformed id', async () => {
    expect((await view(UNKNOWN_ID, alice.headers)).statusCode).toBe(404);
    expect((await view(UNKNOWN_ID)).json()).toEqual({ message: 'Property not found', code: 'not_found' });
    expect((await view('nope')).statusCode).toBe(404);
  });
});

describe('POST /api/search/track', () => {
  let t: TestApp;
  let alice: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    alice = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const track = (payload: object, headers: Record<string, string> = alice.headers) =>
    t.app.inject({ method: 'POST', url: '/api/search/track', headers, payload });
  const history = () =>
    t.database.db.select().from(userSearchHistory).where(eq(userSearchHistory.userId, alice.id));

  it('needs a signed-in user', async () => {
    const res = await track({ location: 'Wimbledon' }, {});
    expect(res.statusCode).toBe(401);
    expect(await t.database.db.select().from(userSearchHistory)).toHaveLength(0);
  });

  it('stores only the parameters that were set, a price range with its bounds', async () => {
    const res = await track({
      location: ' Crosby ',
      propertyType: 'house',
      priceRange: '$300k - $500k',
      bedrooms: '3+',
      bathrooms: 'Any',
      minSqft: '',
    });
    expect(res.statusCode).toBe(204);
    const [row] = await history();
    expect(row!.searchQuery).toEqual({
      location: 'Crosby',
      propertyType: 'House',
      priceRange: '£300k - £500k',
      minPrice: 300_000,
      maxPrice: 500_000,
      bedrooms: 3,
    });
  });

  it('refuses an empty search with the spec message, and bad values like the search does', async () => {
    for (const payload of [{}, { location: '   ', propertyType: 'All Types', priceRange: 'Any Price' }]) {
      const res = await track(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('At least one search parameter is required');
    }
    expect((await track({ minPrice: -3 })).statusCode).toBe(400);
    expect(await history()).toHaveLength(1);
  });
});
