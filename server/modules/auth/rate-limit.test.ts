import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserInput } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

type Account = ReturnType<typeof newUserInput>;

/** AUTH_RATE_LIMIT=3/1m: the fourth attempt inside a minute is refused. */
describe('auth rate limits', () => {
  let t: TestApp;
  let jack: Account;
  let kate: Account;
  let nextIp = 1;
  const freshIp = () => `10.1.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '3/1m' });
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

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const login = (username: string, password: string, ip: string) =>
    post('/api/auth/login', { username, password }, ip);

  function expectLimited(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many attempts. Please try again in 1 minute.' });
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

  it('limits failed sign-ins per account across addresses, case-insensitively', async () => {
    const target = await registerAt(freshIp());
    const spellings = [target.username, target.username.toUpperCase(), target.email];
    for (const name of spellings) expect((await login(name, 'wrong-pass', freshIp())).statusCode).toBe(401);
    expectLimited(await login(target.username, target.password, freshIp()));
    expectLimited(
      await post(
        '/api/auth/login',
        { email: target.email.toUpperCase(), password: target.password },
        freshIp(),
      ),
    );
    // Every spelling of the account shares one bucket; other accounts are unaffected.
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

  it('uses the client address from X-Forwarded-For only when TRUST_PROXY is on', async () => {
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
