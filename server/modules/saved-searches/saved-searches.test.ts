import { SAVED_SEARCH_LIMIT, type SavedSearch, savedSearchMessages } from '@contracts/saved-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { insertListing } from '../../test/saved-search-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('saved searches', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    [alice, bob] = [await registerUser(t.app), await registerUser(t.app)];
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    user?: SignedInUser,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/saved-searches${url}`, headers: user?.headers ?? {}, payload });
  const save = (user: SignedInUser, body: object) => call('POST', '', user, body);
  const list = async (user: SignedInUser) => (await call('GET', '', user)).json<SavedSearch[]>();

  it('answers 401 to anonymous callers and changes nothing', async () => {
    const mine = (await save(alice, { name: 'Guarded', filters: { location: 'Leeds' } })).json<SavedSearch>();
    for (const res of [
      await call('GET', ''),
      await save(undefined as never, { name: 'x', filters: { location: 'Leeds' } }),
      await call('PATCH', `/${mine.id}`, undefined, { name: 'Taken over' }),
      await call('POST', `/${mine.id}/seen`),
      await call('DELETE', `/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect((await list(alice)).find((s) => s.id === mine.id)?.name).toBe('Guarded');
  });

  it('saves, lists newest first, renames, switches alerts and deletes', async () => {
    const user = await registerUser(t.app);
    const first = await save(user, {
      name: 'Leeds houses',
      filters: { location: 'Leeds', propertyType: 'House' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Leeds houses', alertsEnabled: true, newMatches: 0 });
    const second = (
      await save(user, { name: 'Cheap flats', filters: { priceRange: '£0 - £300k' }, alertsEnabled: false })
    ).json<SavedSearch>();
    expect((await list(user)).map((s) => s.name)).toEqual(['Cheap flats', 'Leeds houses']);

    const renamed = await call('PATCH', `/${second.id}`, user, {
      name: 'Flats under 300k',
      alertsEnabled: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Flats under 300k', alertsEnabled: true });

    expect((await call('DELETE', `/${second.id}`, user)).statusCode).toBe(204);
    expect((await list(user)).map((s) => s.name)).toEqual(['Leeds houses']);
    expect((await call('DELETE', `/${second.id}`, user)).statusCode).toBe(404);
  });

  it("answers 404 for another user's search and leaves it alone", async () => {
    const mine = (await save(alice, { name: 'Private', filters: { bedrooms: 3 } })).json<SavedSearch>();
    for (const res of [
      await call('PATCH', `/${mine.id}`, bob, { name: 'Stolen' }),
      await call('POST', `/${mine.id}/seen`, bob),
      await call('DELETE', `/${mine.id}`, bob),
      await call('PATCH', `/${UNKNOWN_ID}`, alice, { name: 'Nothing' }),
      await call('DELETE', '/not-an-id', alice),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(savedSearchMessages.notFound);
    }
    expect((await list(alice)).find((s) => s.id === mine.id)?.name).toBe('Private');
  });

  it('refuses bad input with a readable message and saves nothing', async () => {
    const user = await registerUser(t.app);
    const cases: [object, string][] = [
      [{ name: 'Empty', filters: {} }, savedSearchMessages.noFilters],
      [
        { name: 'Blank values', filters: { location: '  ', propertyType: 'All Types' } },
        savedSearchMessages.noFilters,
      ],
      [{ name: '   ', filters: { bedrooms: 2 } }, savedSearchMessages.nameRequired],
      [{ name: 'x'.repeat(81), filters: { bedrooms: 2 } }, savedSearchMessages.nameTooLong],
      [{ name: 'Typo', filters: { bedroms: 2 } }, 'Unknown field: bedroms'],
      [
        { name: 'Range', filters: { minPrice: 500_000, maxPrice: 100_000 } },
        'minPrice must not be greater than maxPrice',
      ],
      [
        { name: 'Alerts', filters: { bedrooms: 2 }, alertsEnabled: 'yes' },
        'alertsEnabled must be true or false',
      ],
      [{ filters: { bedrooms: 2 } }, savedSearchMessages.nameRequired],
    ];
    for (const [body, message] of cases) {
      const res = await save(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    const saved = (await save(user, { name: 'Ok', filters: { bedrooms: 2 } })).json<SavedSearch>();
    const noChange = await call('PATCH', `/${saved.id}`, user, {});
    expect(noChange.statusCode).toBe(400);
    expect(noChange.json().message).toContain(savedSearchMessages.nothingToChange);
    expect((await list(user)).map((s) => s.name)).toEqual(['Ok']);
  });

  it('keeps the UK filters as the search page sends them, normalised, and refuses bad ones', async () => {
    const user = await registerUser(t.app);
    const res = await save(user, {
      name: 'Semis near SW19',
      filters: {
        location: 'SW19 3ES',
        radius: 3,
        minPrice: 250_000,
        maxPrice: 400_000,
        builtForm: ['semi-detached'],
        tenure: 'freehold',
        maxDaysSinceAdded: 7,
        reducedOnly: true,
        hideSharedAndRetirement: true,
        minEpc: 'c',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const expected = {
      location: 'SW19 3ES',
      radius: 3,
      minPrice: 250_000,
      maxPrice: 400_000,
      builtForm: ['Semi-detached'],
      tenure: ['Freehold'],
      maxDaysSinceAdded: 7,
      reducedOnly: true,
      hideSharedAndRetirement: true,
      minEpc: 'C',
    };
    expect(res.json<SavedSearch>().filters).toEqual(expected);
    expect((await list(user)).find((s) => s.name === 'Semis near SW19')?.filters).toEqual(expected);
    for (const [filters, message] of [
      [{ location: 'SW19', radius: 7 }, 'radius must be one of'],
      [{ radius: 3 }, 'radius needs a location'],
      [{ minEpc: 'H' }, 'minEpc must be an EPC rating from A to G'],
      [{ builtForm: ['Castle'] }, 'Unknown builtForm'],
    ] as const) {
      const refused = await save(user, { name: `Bad ${JSON.stringify(filters)}`, filters });
      expect(refused.statusCode, JSON.stringify(filters)).toBe(400);
      expect(refused.body).toContain(message);
    }
  });

  it('keeps names unique per user, whatever the case, and caps the list', async () => {
    const user = await registerUser(t.app);
    expect((await save(user, { name: 'Bath', filters: { location: 'Bath' } })).statusCode).toBe(201);
    const duplicate = await save(user, { name: 'BATH', filters: { location: 'Bath' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(savedSearchMessages.nameTaken);
    // Another user may use the same name.
    expect((await save(bob, { name: 'Bath', filters: { location: 'Bath' } })).statusCode).toBe(201);

    const results = await Promise.all(
      Array.from({ length: SAVED_SEARCH_LIMIT + 2 }, (_, i) =>
        save(user, { name: `Search ${i}`, filters: { bedrooms: 1 } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_SEARCH_LIMIT - 1);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe(savedSearchMessages.limitReached);
    expect(await list(user)).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  it('counts matching listings new since the search was last opened', async () => {
    const user = await registerUser(t.app);
    const saved = (
      await save(user, { name: 'Upton homes', filters: { location: 'Uptonvale' } })
    ).json<SavedSearch>();
    await insertListing(t.database.db, { city: 'Uptonvale', title: 'Semi in Uptonvale' });
    await insertListing(t.database.db, { city: 'Uptonvale', title: 'Sold one', status: 'sold' });
    await insertListing(t.database.db, { city: 'Uptonvale', title: 'My own', ownerId: user.id });
    await insertListing(t.database.db, { city: 'Elsewhere', title: 'Elsewhere cottage' });
    expect((await list(user)).find((s) => s.id === saved.id)?.newMatches).toBe(1);

    const seen = await call('POST', `/${saved.id}/seen`, user);
    expect(seen.json()).toMatchObject({ newMatches: 0 });
    expect((await list(user)).find((s) => s.id === saved.id)?.newMatches).toBe(0);
  });
});
