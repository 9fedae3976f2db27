import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserInput, sessionTokenFrom } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

type Account = ReturnType<typeof newUserInput>;

/** AUTH_RATE_LIMIT=3/1m: the fourth attempt inside a minute is refused (LOGIN_ACCOUNT_LIMIT too). */
describe('auth rate limits', () => {
  let t: TestApp;
  let jack: Account;
  let kate: Account;
  let nextIp = 1;
  const freshIp = () => `10.1.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '3/1m', LOGIN_ACCOUNT_LIMIT: '3/1m' });
    // Registration is limited too: each account comes from its own address.
    jack = await registerAt(freshIp());
    kate = await registerAt(freshIp());
  });
  afterAll(() => t.close());

  async function registerAt(ip: string): Promise<Account> {
    const input = newUserInput();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: input,
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(201);
    return input;
  }

  /** Headers of a session for the account, as an API client would send them. */
  async function signedIn(account: Account) {
    const res = await login(account.username, account.password, freshIp());
    return { 'x-auth-token': sessionTokenFrom(res)! };
  }

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const login = (username: string, password: string, ip: string) =>
    post('/api/auth/login', { username, password }, ip);

  function expectLimited(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many attempts. Please try again in 1 minute.',
      code: 'rate_limited',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  it('limits sign-in attempts per address, whichever accounts they name', async () => {
    const ip = freshIp();
    for (const name of ['ghost1', 'ghost2', 'ghost3'])
      expect((await login(name, 'wrong-pass', ip)).statusCode).toBe(401);
    expectLimited(await login(kate.username, kate.password, ip));
    expect((await login(kate.username, kate.password, freshIp())).statusCode).toBe(200);
  });

  it('counts failed sign-ins per account across addresses and spellings', async () => {
    const target = await registerAt(freshIp());
    const spellings = [target.username, target.username.toUpperCase(), target.email];
    const addresses = spellings.map(() => freshIp());
    for (const [i, name] of spellings.entries())
      expect((await login(name, 'wrong-pass', addresses[i]!)).statusCode).toBe(401);
    // LOGIN_ACCOUNT_LIMIT is spent by every spelling together: addresses that failed are refused...
    expectLimited(
      await post('/api/auth/login', { email: target.email.toUpperCase(), password: 'x-pass' }, addresses[0]!),
    );
    // ...while the owner, from an address with no failures, still signs in (login-lockout.test.ts).
    expect((await login(target.username, target.password, freshIp())).statusCode).toBe(200);
    expect((await login(jack.username, jack.password, freshIp())).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    for (let i = 0; i < 6; i++)
      expect((await login(jack.username, jack.password, freshIp())).statusCode).toBe(200);
    expect((await login(jack.username, 'wrong-pass', freshIp())).statusCode).toBe(401);
  });

  it('limits registrations per address and per account name', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/register', newUserInput(), ip)).statusCode).toBe(201);
    expectLimited(await post('/api/auth/register', newUserInput(), ip));

    const contested = newUserInput({ username: 'Contested_Name' });
    expect((await post('/api/auth/register', contested, freshIp())).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) {
      expect(
        (await post('/api/auth/register', newUserInput({ username: 'contested_name' }), freshIp()))
          .statusCode,
      ).toBe(409);
    }
    expectLimited(await post('/api/auth/register', newUserInput({ username: 'CONTESTED_NAME' }), freshIp()));
  });

  it('counts every refused registration against the address: taken e-mail, bad input, broken JSON', async () => {
    const ip = freshIp();
    expect((await post('/api/auth/register', newUserInput({ email: kate.email }), ip)).statusCode).toBe(409);
    expect((await post('/api/auth/register', newUserInput({ email: 'not-an-email' }), ip)).statusCode).toBe(
      400,
    );
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: ip,
    });
    expect(broken.statusCode).toBe(400);
    expectLimited(await post('/api/auth/register', newUserInput({ email: jack.email }), ip));
    expectLimited(await post('/api/auth/register', newUserInput(), ip));
  });

  it('limits forgot-password per address and per e-mail', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/auth/forgot-password', { email: `someone${i}@example.com` }, ip)).statusCode,
      ).toBe(200);
    }
    expectLimited(await post('/api/auth/forgot-password', { email: 'someone-else@example.com' }, ip));

    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/auth/forgot-password', { email: kate.email.toUpperCase() }, freshIp())).statusCode,
      ).toBe(200);
    }
    expectLimited(await post('/api/auth/forgot-password', { email: kate.email }, freshIp()));
  });

  it('limits reset-password attempts per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/auth/reset-password', { token: `guess-${i}`, newPassword: 'secret-pass' }, ip))
          .statusCode,
      ).toBe(400);
    }
    expectLimited(
      await post('/api/auth/reset-password', { token: 'guess-4', newPassword: 'secret-pass' }, ip),
    );
  });

  it('keeps a separate allowance per route', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await login(`nobody${i}`, 'wrong-pass', ip);
    expectLimited(await login('nobody', 'wrong-pass', ip));
    expect((await post('/api/auth/forgot-password', { email: 'fresh@example.com' }, ip)).statusCode).toBe(
      200,
    );
  });

  it('limits password changes per account, so a stolen session cannot guess the password', async () => {
    const target = await registerAt(freshIp());
    const headers = await signedIn(target);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers,
        payload: { currentPassword, newPassword: 'taken-over-1' },
        remoteAddress: freshIp(),
      });
    for (let i = 0; i < 3; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    expectLimited(await change(target.password));
    expect((await login(target.username, target.password, freshIp())).statusCode).toBe(200);
  });

  it('limits account removal per account', async () => {
    const target = await registerAt(freshIp());
    const headers = await signedIn(target);
    const remove = (password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        headers,
        payload: { password },
        remoteAddress: freshIp(),
      });
    for (let i = 0; i < 3; i++) expect((await remove(`guess-${i}`)).statusCode).toBe(400);
    expectLimited(await remove(target.password));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (const ip of ['2001:db8:aa:1::1', '2001:db8:aa:1::2', '2001:db8:aa:1:8000::3'])
      expect((await login('nobody', 'wrong-pass', ip)).statusCode).toBe(401);
    expectLimited(await login(kate.username, kate.password, '2001:db8:aa:1:ffff::4'));
    expect((await login(kate.username, kate.password, '2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  it("keeps a forged X-Forwarded-For in the sender's bucket when no proxy is trusted (the default)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `spoof${i}`, password: 'wrong-pass' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    expectLimited(await login('spoof9', 'wrong-pass', ip));
  });
});

/** TRUST_PROXY=10.0.0.0/8: a proxy in that range tells the client's address, nobody else does. */
describe('auth rate limits behind a trusted proxy', () => {
  let t: TestApp;
  const PROXY = '10.0.0.5';
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '3/1m', TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => t.close());

  const login = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `nobody${Math.random()}`, password: 'wrong-pass' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('gives each client behind the proxy its own bucket, from the address the proxy saw', async () => {
    for (let i = 0; i < 3; i++) expect((await login(PROXY, '198.51.100.1')).statusCode).toBe(401);
    expect((await login(PROXY, '198.51.100.1')).statusCode).toBe(429);
    expect((await login(PROXY, '198.51.100.2')).statusCode).toBe(401);
  });

  it('ignores what a client writes before the address the proxy adds', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(PROXY, `203.0.113.${i}, 198.51.100.3`)).statusCode).toBe(401);
    expect((await login(PROXY, '203.0.113.99, 198.51.100.3')).statusCode).toBe(429);
  });

  it('believes no X-Forwarded-For from a client that connects directly', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('192.0.2.9', `198.51.100.${50 + i}`)).statusCode).toBe(401);
    expect((await login('192.0.2.9', '198.51.100.99')).statusCode).toBe(429);
  });
});
