import type { SavedSearch } from '@contracts/saved-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { insertListing } from '../../test/saved-search-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The 'Added to site' filter of a saved search counts back from the app's clock (app.now()), not
 * the machine's: before commit 14d2d46 the count read new Date(), so it ignored a moved clock.
 */
describe("saved searches: 'Added to site' reads the app's clock", () => {
  let t: TestApp;
  let user: SignedInUser;
  let aheadMs = 0;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => new Date(Date.now() + aheadMs) });
    user = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const newMatches = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SavedSearch[]>().find((s) => s.id === id)?.newMatches;
  };

  it('counts a listing added today, and no longer once the clock is 3 days on', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: user.headers,
      payload: { name: 'New in Clockmere', filters: { location: 'Clockmere', maxDaysSinceAdded: 1 } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json<SavedSearch>();
    // New matches are those listed after the search was saved (stamped by the database in
    // microseconds): a listing stamped in the same millisecond could fall before it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertListing(t.database.db, { city: 'Clockmere', title: 'Flat in Clockmere' });

    expect(await newMatches(id)).toBe(1);
    aheadMs = 3 * DAY_MS;
    expect(await newMatches(id)).toBe(0);
  });
});
