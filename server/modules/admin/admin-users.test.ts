import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('admin users', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t, { firstName: 'Ada' });
    user = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const list = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers });
  const remove = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers });

  it('lists every user, newest first, as public users', async () => {
    const newest = await registerUser(t.app);
    const res = await list(admin.headers);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((u: { id: string }) => u.id);
    expect(ids.slice(0, 3)).toEqual([newest.id, user.id, admin.id]);
    expect(res.json()[2]).toMatchObject({ isAdmin: true, firstName: 'Ada' });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never shows a secret field', async () => {
    const res = await list(admin.headers);
    const denied = /password|hash|token|secret|salt/i;
    for (const shown of res.json()) expect(Object.keys(shown).filter((key) => denied.test(key))).toEqual([]);
    expect(res.body).not.toMatch(/\$argon2/);
  });

  describe('paging and search', () => {
    const page = async (query: string) => {
      const res = await list(admin.headers, `?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        items: { id: string; username: string }[];
        total: number;
        page: number;
        pageSize: number;
      };
    };
    let found: SignedInUser[];
    beforeAll(async () => {
      found = [];
      for (const name of ['Zebediah', 'Zebulon', 'Zeb_100%'])
        found.push(await registerUser(t.app, { firstName: name }));
    });

    it('answers a page with the total when asked for one, newest first', async () => {
      const everyone = (await list(admin.headers)).json() as { id: string }[];
      const first = await page('page=1&pageSize=2');
      expect(first).toMatchObject({ total: everyone.length, page: 1, pageSize: 2 });
      expect(first.items.map((u) => u.id)).toEqual(everyone.slice(0, 2).map((u) => u.id));
      const second = await page('page=2&pageSize=2');
      expect(second.items.map((u) => u.id)).toEqual(everyone.slice(2, 4).map((u) => u.id));
      const beyond = await page('page=1000&pageSize=100');
      expect(beyond).toMatchObject({ items: [], total: everyone.length });
      expect((await page('page=1')).pageSize).toBe(20);
    });

    it('finds users by name, username or e-mail, ignoring case', async () => {
      const byName = await page('page=1&q=zEB');
      expect(byName.total).toBe(3);
      expect(byName.items.map((u) => u.id)).toEqual(found.map((u) => u.id).reverse());
      expect((await page(`page=1&q=${found[0]!.username.toUpperCase()}`)).items.map((u) => u.id)).toEqual([
        found[0]!.id,
      ]);
      expect((await page(`page=1&q=${encodeURIComponent(found[1]!.email)}`)).total).toBe(1);
      // Without `page` the search filters the plain list.
      expect((await list(admin.headers, '?q=zebu')).json().map((u: { id: string }) => u.id)).toEqual([
        found[1]!.id,
      ]);
    });

    it('matches %, _ and \\ literally', async () => {
      expect((await page('page=1&q=Zeb_')).items.map((u) => u.id)).toEqual([found[2]!.id]);
      expect((await page(`page=1&q=${encodeURIComponent('100%')}`)).items.map((u) => u.id)).toEqual([
        found[2]!.id,
      ]);
      expect((await page(`page=1&q=${encodeURIComponent('%')}`)).total).toBe(1);
      expect((await page(`page=1&q=${encodeURIComponent('\\')}`)).total).toBe(0);
      expect((await page('page=1&q=_')).total).toBe(1);
    });

    it.each([
      ['page=0', 'Page must be a whole number from 1'],
      ['page=-1', 'Page must be a whole number from 1'],
      ['page=1.5', 'Page must be a whole number from 1'],
      ['page=abc', 'Page must be a whole number from 1'],
      ['page=1&pageSize=0', 'Page size must be a whole number from 1 to 100'],
      ['page=1&pageSize=101', 'Page size must be a whole number from 1 to 100'],
      [`page=1&q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ])('refuses %s with 400', async (query, message) => {
      const res = await list(admin.headers, `?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });

  it('deletes a user, whose sessions stop working at once', async () => {
    const victim = await registerUser(t.app);
    const res = await remove(victim.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: victim.headers })).statusCode,
    ).toBe(401);
    expect((await list(admin.headers)).json().map((u: { id: string }) => u.id)).not.toContain(victim.id);
  });

  it('accepts the body-less DELETE with a JSON content type the web client sends', async () => {
    const victim = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.id}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('will not let an administrator delete themself', async () => {
    const res = await remove(admin.id, admin.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'You cannot delete your own account from the admin panel.',
      code: 'forbidden',
    });
    expect((await list(admin.headers)).statusCode).toBe(200);
  });

  it('answers an unknown or a malformed id with 404', async () => {
    const unknown = await remove('00000000-0000-4000-8000-000000000000', admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', code: 'not_found' });
    const malformed = await remove('not-a-uuid', admin.headers);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'User not found', code: 'not_found' });
  });

  describe('guard matrix', () => {
    type Who = 'anonymous' | 'user' | 'other user' | 'admin';
    const headersOf = (who: Who, other: SignedInUser): Record<string, string> =>
      ({ anonymous: {}, user: user.headers, 'other user': other.headers, admin: admin.headers })[who];

    it.each<[Who, number]>([
      ['anonymous', 401],
      ['user', 200],
      ['admin', 200],
    ])('GET /api/auth/me as %s -> %i', async (who, status) => {
      const other = await registerUser(t.app);
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: headersOf(who, other) });
      expect(res.statusCode).toBe(status);
      if (status === 200) expect(res.json().id).toBe(who === 'admin' ? admin.id : user.id);
    });

    it.each<[Who, number]>([
      ['anonymous', 401],
      ['other user', 400],
    ])("DELETE /api/auth/account with the target user's password as %s -> %i", async (who, status) => {
      const target = await registerUser(t.app);
      const other = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        headers: headersOf(who, other),
        payload: { password: 'wrong-for-them' },
      });
      expect(res.statusCode).toBe(status);
      // Whoever calls, the route only ever removes the caller's own account.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: target.headers })).statusCode,
      ).toBe(200);
    });

    it.each<[Who, number]>([
      ['anonymous', 401],
      ['user', 403],
      ['admin', 200],
    ])('GET /api/admin/users as %s -> %i', async (who, status) => {
      const other = await registerUser(t.app);
      const res = await list(headersOf(who, other));
      expect(res.statusCode).toBe(status);
      if (status === 403)
        expect(res.json()).toEqual({ message: 'Admin privileges required', code: 'forbidden' });
    });

    it.each<[Who, number]>([
      ['anonymous', 401],
      ['user', 403],
      ['other user', 403],
      ['admin', 200],
    ])('DELETE /api/admin/users/:id of another user as %s -> %i', async (who, status) => {
      const target = await registerUser(t.app);
      const other = await registerUser(t.app);
      const res = await remove(target.id, headersOf(who, other));
      expect(res.statusCode).toBe(status);
      const stillThere =
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: target.headers })).statusCode ===
        200;
      expect(stillThere).toBe(status !== 200);
    });

    it('a signed-in user cannot delete themself through the admin route either', async () => {
      const res = await remove(user.id, user.headers);
      expect(res.statusCode).toBe(403);
    });

    it('checks the role before the id, so anonymous callers learn nothing from bad ids', async () => {
      expect((await remove('not-a-uuid')).statusCode).toBe(401);
      expect((await remove('not-a-uuid', user.headers)).statusCode).toBe(403);
    });
  });
});
