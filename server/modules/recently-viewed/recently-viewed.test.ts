import type { Property } from '@contracts/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPropertyViews } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertFixtureListings } from '../../test/test-listings';

describe('GET /api/user/recently-viewed', () => {
  let t: TestApp;
  let ids: string[];
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = (await insertFixtureListings(t.database.db, 4)).map((row) => row.id!);
    [alice, bob] = [await registerUser(t.app), await registerUser(t.app)];
  });
  afterAll(() => t.close());

  const recent = (user?: SignedInUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/user/recently-viewed${query}`, headers: user?.headers ?? {} });
  const viewedAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

  it('needs a signed-in user', async () => {
    expect((await recent()).statusCode).toBe(401);
  });

  it("lists the user's own views, latest first, each listing once", async () => {
    await t.database.db.insert(userPropertyViews).values([
      { userId: alice.id, propertyId: ids[0]!, viewedAt: viewedAt(300) },
      { userId: alice.id, propertyId: ids[1]!, viewedAt: viewedAt(200) },
      { userId: alice.id, propertyId: ids[2]!, viewedAt: viewedAt(100) },
      { userId: alice.id, propertyId: ids[0]!, viewedAt: viewedAt(50) },
      { userId: bob.id, propertyId: ids[3]!, viewedAt: viewedAt(10) },
      { userId: null, propertyId: ids[3]!, viewedAt: viewedAt(5) },
    ]);
    const res = await recent(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json<Property[]>().map((p) => p.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect((await recent(alice, '?limit=2')).json<Property[]>().map((p) => p.id)).toEqual([ids[0], ids[2]]);
    expect((await recent(bob)).json<Property[]>().map((p) => p.id)).toEqual([ids[3]]);
  });

  it('refuses a bad limit with a message', async () => {
    for (const query of ['?limit=0', '?limit=25', '?limit=abc']) {
      const res = await recent(alice, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain('limit must be a whole number from 1 to 24');
    }
  });
});
