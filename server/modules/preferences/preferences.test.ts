import type { PublicUser } from '@contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

const PREFERENCES = {
  preferredPropertyType: 'House',
  preferredLocation: 'Leeds',
  minBudget: 200_000,
  maxBudget: 350_000,
  preferredBedrooms: 3,
  preferredBathrooms: 2,
};
const NONE = {
  preferredPropertyType: null,
  preferredLocation: null,
  minBudget: null,
  maxBudget: null,
  preferredBedrooms: null,
  preferredBathrooms: null,
};

describe('POST /api/user/preferences', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    [alice, bob] = [await registerUser(t.app), await registerUser(t.app)];
  });
  afterAll(() => t.close());

  const save = (payload: unknown, user?: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/preferences',
      headers: { ...user?.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const me = async (user: SignedInUser): Promise<PublicUser> =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).json();
  const preferencesOf = async (user: SignedInUser) => {
    const {
      preferredPropertyType,
      preferredLocation,
      minBudget,
      maxBudget,
      preferredBedrooms,
      preferredBathrooms,
    } = await me(user);
    return {
      preferredPropertyType,
      preferredLocation,
      minBudget,
      maxBudget,
      preferredBedrooms,
      preferredBathrooms,
    };
  };

  it('answers 401 to anonymous callers, whatever the body', async () => {
    for (const body of [PREFERENCES, { minBudget: -1 }]) {
      const res = await save(body);
      expect(res.statusCode).toBe(401);
    }
  });

  it('stores the preferences, returns them, and /api/auth/me shows them; others are untouched', async () => {
    const res = await save(PREFERENCES, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PREFERENCES);
    expect(await preferencesOf(alice)).toEqual(PREFERENCES);
    expect(await preferencesOf(bob)).toEqual(NONE);
  });

  it('replaces the whole set: fields left out, null or blank are cleared; types are matched in any case', async () => {
    const res = await save(
      { preferredPropertyType: 'flat', preferredLocation: '  ', maxBudget: null, minBudget: 0 },
      bob,
    );
    expect(res.statusCode).toBe(200);
    expect(await preferencesOf(bob)).toEqual({ ...NONE, preferredPropertyType: 'Flat', minBudget: 0 });
    expect((await save({}, bob)).json()).toEqual(NONE);
  });

  it('refuses bad values with a readable message and changes nothing', async () => {
    await save(PREFERENCES, alice);
    const bad: [unknown, string][] = [
      [{ minBudget: -1 }, 'minBudget must be a whole number of pounds from 0 to 1,000,000,000'],
      [{ maxBudget: 12.5 }, 'maxBudget must be a whole number of pounds from 0 to 1,000,000,000'],
      [{ minBudget: 400_000, maxBudget: 300_000 }, 'minBudget must not be greater than maxBudget'],
      [{ preferredBedrooms: 0 }, 'preferredBedrooms must be a whole number from 1 to 10'],
      [{ preferredBedrooms: 11 }, 'preferredBedrooms must be a whole number from 1 to 10'],
      [{ preferredBathrooms: '2' }, 'preferredBathrooms must be a whole number from 1 to 10'],
      [{ preferredPropertyType: 'Castle' }, 'preferredPropertyType must be one of'],
      [{ preferredLocation: 'x'.repeat(101) }, 'preferredLocation must be at most 100 characters'],
      [{ favouriteColour: 'blue' }, 'Unknown field: favouriteColour'],
      [null, 'Request body must be a JSON object'],
      [[], 'Request body must be a JSON object'],
    ];
    for (const [body, message] of bad) {
      const res = await save(body, alice);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await preferencesOf(alice)).toEqual(PREFERENCES);
  });
});
