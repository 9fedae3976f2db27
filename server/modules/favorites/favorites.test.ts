import type { SavedProperty } from '@contracts/favorite';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFavorites } from '../../db/schema/index';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertFixtureListings } from '../../test/test-listings';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('favourites', () => {
  let t: TestApp;
  let ids: string[];
  let alice: SignedInUser;
  let bob: SignedInUser;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = (await insertFixtureListings(t.database.db, 4)).map((row) => row.id!);
    [alice, bob, admin] = [await registerUser(t.app), await registerUser(t.app), await createAdmin(t)];
  });
  afterAll(() => t.close());

  const toggle = (id: string, user?: SignedInUser) =>
    t.app.inject({ method: 'POST', url: `/api/properties/${id}/favorite`, headers: user?.headers ?? {} });
  const status = (id: string, user?: SignedInUser) =>
    t.app.inject({ method: 'GET', url: `/api/properties/${id}/favorite`, headers: user?.headers ?? {} });
  const list = (user?: SignedInUser) =>
    t.app.inject({ method: 'GET', url: '/api/user/favorites', headers: user?.headers ?? {} });

  it('answers 401 to anonymous callers on every route', async () => {
    for (const res of [
      await toggle(ids[0]!),
      await status(ids[0]!),
      await list(),
      await toggle('bad-id'),
      await status(UNKNOWN_ID),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('toggles a favourite on and off, and reports it', async () => {
    expect((await status(ids[0]!, alice)).json()).toEqual({ isFavorited: false });
    const on = await toggle(ids[0]!, alice);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ isFavorited: true });
    expect((await status(ids[0]!, alice)).json()).toEqual({ isFavorited: true });
    expect((await toggle(ids[0]!, alice)).json()).toEqual({ isFavorited: false });
    expect((await status(ids[0]!, alice)).json()).toEqual({ isFavorited: false });
  });

  it("keeps each user's favourites to themselves, admins included", async () => {
    await toggle(ids[1]!, alice);
    await toggle(ids[2]!, bob);
    expect((await status(ids[1]!, bob)).json()).toEqual({ isFavorited: false });
    expect((await status(ids[2]!, admin)).json()).toEqual({ isFavorited: false });
    expect((await list(alice)).json().map((p: SavedProperty) => p.id)).toEqual([ids[1]]);
    expect((await list(bob)).json().map((p: SavedProperty) => p.id)).toEqual([ids[2]]);
    expect((await list(admin)).json()).toEqual([]);
    // Bob toggling the listing Alice saved changes only Bob's favourite.
    await toggle(ids[1]!, bob);
    expect((await status(ids[1]!, alice)).json()).toEqual({ isFavorited: true });
  });

  it('lists full listings, most recently saved first', async () => {
    await toggle(ids[3]!, alice);
    const res = await list(alice);
    expect(res.statusCode).toBe(200);
    const rows: SavedProperty[] = res.json();
    expect(rows.map((p) => p.id)).toEqual([ids[3], ids[1]]);
    expect(rows[0]).toMatchObject({
      title: expect.any(String),
      price: expect.any(Number),
      bathrooms: expect.any(String),
      note: null,
    });
    expect(Date.parse(rows[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(rows[1]!.savedAt));
  });

  it('answers 404 for an unknown listing or a malformed id when signed in', async () => {
    for (const res of [await toggle(UNKNOWN_ID, alice), await status(UNKNOWN_ID, alice)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found', code: 'not_found' });
    }
    const malformed = await toggle('not-a-uuid', alice);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'Property not found', code: 'not_found' });
  });

  it('never stores a second row or fails when the same toggle arrives many times at once', async () => {
    const carol = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => toggle(ids[2]!, carol)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.database.db
      .select()
      .from(userFavorites)
      .where(and(eq(userFavorites.userId, carol.id), eq(userFavorites.propertyId, ids[2]!)));
    expect(rows.length).toBeLessThanOrEqual(1);
  });

  it('accepts the toggle with an empty JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${ids[0]}/favorite`,
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });
});
