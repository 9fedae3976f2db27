import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { loginUser, registerUser, sessionTokenFrom, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { purgeExpiredSessions } from './sessions.repository';

describe('sessions', () => {
  let t: TestApp;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    bob = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const post = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers });
  const setBack = (token: string, column: 'lastSeenAt' | 'expiresAt', ms: number) =>
    t.database.db
      .update(sessions)
      .set({ [column]: new Date(Date.now() - ms) })
      .where(eq(sessions.tokenHash, hashToken(token)));

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie and a browser id cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: bob.username, password: bob.password },
    });
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    for (const name of ['hh_session', 'hh_browser']) {
      expect(cookies[name]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookies[name]!.secure).toBeFalsy();
    }
    const expires = new Date(cookies.hh_session!.expires!).getTime();
    expect(Math.abs(expires - (Date.now() + t.config.sessionMaxMs))).toBeLessThan(60_000);
    const raw = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('hh_session='))!;
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).toMatch(/Path=\//);
  });

  it('uses the __Host- prefix and Secure when the site is served over HTTPS', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://homes.example' });
    try {
      const user = await registerUser(secure.app);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: user.password },
      });
      const cookie = res.cookies.find((c) => c.name === '__Host-hh_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      const ok = await secure.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        cookies: { '__Host-hh_session': cookie!.value },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });

  it('accepts the token in the cookie or in the X-Auth-Token header', async () => {
    expect((await me({ cookie: `hh_session=${bob.token}` })).json().id).toBe(bob.id);
    expect((await me({ 'x-auth-token': bob.token })).json().id).toBe(bob.id);
  });

  it('answers /auth/me with 401 "Not authenticated" when signed out or with a bad token', async () => {
    for (const headers of [
      {},
      { 'x-auth-token': 'not-a-token' } as Record<string, string>,
      { cookie: 'hh_session=nope' },
      { 'x-auth-token': 'x'.repeat(500) },
    ]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not authenticated', code: 'authentication_required' });
    }
  });

  it('forbids caching of every auth answer, errors included', async () => {
    expect((await me({ 'x-auth-token': bob.token })).headers['cache-control']).toBe('no-store');
    expect((await me()).headers['cache-control']).toBe('no-store');
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const user = await loginUser(t.app, bob.username, bob.password);
    const res = await post('/api/auth/logout', user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out successfully.' });
    const cleared = res.cookies.find((c) => c.name === 'hh_session')!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me({ 'x-auth-token': user.token })).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(rows).toHaveLength(0);
  });

  it('logout works when not signed in, and with the JSON content type and no body the web client sends', async () => {
    expect((await post('/api/auth/logout')).statusCode).toBe(200);
    const res = await post('/api/auth/logout', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You have been signed out successfully.');
  });

  it('clear-sessions ends every session of this browser and forgets the browser id', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: bob.username, password: bob.password },
    });
    const browser = first.cookies.find((c) => c.name === 'hh_browser')!.value;
    const firstToken = sessionTokenFrom(first)!;
    // A second account signed in from the same browser (e.g. the admin login page).
    const carol = await registerUser(t.app);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: carol.username, password: carol.password },
      cookies: { hh_browser: browser },
    });
    const secondToken = sessionTokenFrom(second)!;
    const elsewhere = await loginUser(t.app, bob.username, bob.password);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/clear-sessions',
      cookies: { hh_browser: browser, hh_session: secondToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'All sessions cleared. Please try logging in again.' });
    expect(
      res.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['hh_browser', 'hh_session']);
    expect((await me({ 'x-auth-token': firstToken })).statusCode).toBe(401);
    expect((await me({ 'x-auth-token': secondToken })).statusCode).toBe(401);
    // Sessions that belong to other browsers are untouched.
    expect((await me(elsewhere.headers)).statusCode).toBe(200);
    expect((await me(carol.headers)).statusCode).toBe(200);
  });

  it('clear-sessions answers 200 for a browser with nothing to clear', async () => {
    const res = await post('/api/auth/clear-sessions', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
  });

  it('expires a session left idle longer than SESSION_IDLE_DAYS', async () => {
    const user = await loginUser(t.app, bob.username, bob.password);
    await setBack(user.token, 'lastSeenAt', t.config.sessionIdleMs - 60_000);
    expect((await me(user.headers)).statusCode).toBe(200);
    await setBack(user.token, 'lastSeenAt', t.config.sessionIdleMs + 1000);
    expect((await me(user.headers)).statusCode).toBe(401);
  });

  it('refreshes last use, so an active session does not go idle', async () => {
    const user = await loginUser(t.app, bob.username, bob.password);
    await setBack(user.token, 'lastSeenAt', t.config.sessionIdleMs - 5000);
    expect((await me(user.headers)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(10_000);
  });

  it('expires a session at its absolute limit even when in use', async () => {
    const user = await loginUser(t.app, bob.username, bob.password);
    await setBack(user.token, 'expiresAt', 1000);
    expect((await me(user.headers)).statusCode).toBe(401);
  });

  it('honours tiny idle limits from the environment, for idle and for busy sessions', async () => {
    // A clock the test moves, so expiry is checked without waiting on real time.
    let clock = Date.now();
    const quick = await buildTestApp(
      { SESSION_IDLE_DAYS: String(1.5 / 86_400) },
      { now: () => new Date(clock) },
    );
    try {
      const user = await registerUser(quick.app);
      const status = async () =>
        (await quick.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).statusCode;
      expect(await status()).toBe(200);
      // Busy for longer than the idle limit: each use within it keeps the session alive.
      for (let i = 0; i < 4; i++) {
        clock += 500;
        expect(await status()).toBe(200);
      }
      clock += 1499;
      expect(await status()).toBe(200);
      clock += 1501;
      expect(await status()).toBe(401);
    } finally {
      await quick.close();
    }
  });

  it('purges idle and expired rows and keeps live ones', async () => {
    const idle = await loginUser(t.app, bob.username, bob.password);
    const expired = await loginUser(t.app, bob.username, bob.password);
    const live = await loginUser(t.app, bob.username, bob.password);
    await setBack(idle.token, 'lastSeenAt', t.config.sessionIdleMs + 1000);
    await setBack(expired.token, 'expiresAt', 1000);
    expect(
      await purgeExpiredSessions(t.database.db, t.config.sessionIdleMs, new Date()),
    ).toBeGreaterThanOrEqual(2);
    const left = (await t.database.db.select().from(sessions)).map((s) => s.tokenHash);
    expect(left).toContain(hashToken(live.token));
    expect(left).not.toContain(hashToken(idle.token));
    expect(left).not.toContain(hashToken(expired.token));
  });
});
