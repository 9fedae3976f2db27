import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../test/auth-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { CROSS_SITE_MESSAGE } from './cross-site';

const SITE = 'http://homes.test';
const EVIL = 'https://evil.example';

describe('cross-site request defence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: SITE, ALLOWED_ORIGINS: 'https://admin.homes.test' });
  });
  afterAll(() => t.close());

  const changePassword = (user: SignedInUser, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: user.password, newPassword: `${user.password}-new` },
    });
  const isSignedIn = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).statusCode === 200;
  const canSignIn = async (user: SignedInUser, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password },
      })
    ).statusCode === 200;

  function expectRefused(res: Awaited<ReturnType<typeof changePassword>>) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CROSS_SITE_MESSAGE, code: 'forbidden' });
  }

  it('refuses a cross-site form post, and the password stays as it was', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: {
        ...user.headers,
        origin: EVIL,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `currentPassword=${user.password}&newPassword=taken-over-1`,
    });
    expectRefused(res);
    expect(await canSignIn(user, user.password)).toBe(true);
    expect(await canSignIn(user, 'taken-over-1')).toBe(false);
  });

  it('refuses a cross-site fetch, and the account is not removed', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { ...user.headers, origin: EVIL, 'content-type': 'application/json' },
      payload: { password: user.password },
    });
    expectRefused(res);
    expect(await isSignedIn(user)).toBe(true);
  });

  it('refuses signing a browser in from another site (login CSRF), with or without Origin', async () => {
    const user = await registerUser(t.app);
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { username: user.username, password: user.password },
      });
    for (const headers of <Record<string, string>[]>[
      { origin: EVIL },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await login(headers);
      expectRefused(res);
      expect(res.cookies).toEqual([]);
    }
  });

  it('refuses a request whose Origin only looks like the site', async () => {
    const user = await registerUser(t.app);
    for (const origin of ['https://homes.test', 'http://homes.test:8080', 'http://homes.test.evil.example'])
      expectRefused(await changePassword(user, { ...user.headers, origin }));
    expect(await canSignIn(user, user.password)).toBe(true);
  });

  it("accepts the site's own pages: PUBLIC_URL, ALLOWED_ORIGINS, the Host addressed, Sec-Fetch-Site", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: SITE },
      { origin: 'https://admin.homes.test' },
      // The Vite dev server's proxy keeps the browser's Host, so Origin and Host agree.
      { origin: 'http://localhost:5173', host: 'localhost:5173' },
      { 'sec-fetch-site': 'same-origin' },
    ]) {
      const user = await registerUser(t.app);
      expect((await changePassword(user, { ...user.headers, ...headers })).statusCode).toBe(200);
    }
  });

  it('leaves X-Auth-Token clients and clients that are not browsers alone', async () => {
    const tokenClient = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { 'x-auth-token': tokenClient.token, origin: EVIL },
      payload: { password: tokenClient.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await isSignedIn(tokenClient)).toBe(false);

    const script = await registerUser(t.app);
    expect((await changePassword(script, script.headers)).statusCode).toBe(200);
  });

  it('still checks a request carrying both a token header and the session cookie', async () => {
    const user = await registerUser(t.app);
    expectRefused(await changePassword(user, { ...user.headers, 'x-auth-token': user.token, origin: EVIL }));
  });

  it('lets reads through from anywhere', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...user.headers, origin: EVIL },
    });
    expect(res.statusCode).toBe(200);
  });
});
