import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RateLimit } from '../config/env';
import { rateLimits } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/test-app';
import { HttpError } from '../lib/http-error';
import { createRateLimiter, type RateLimiter, rateLimitHook } from './rate-limit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MINUTE = 60_000;

/** The 429 an over-limit consume throws, or undefined when it was allowed. */
async function attempt(limiter: RateLimiter, keys: string[]) {
  try {
    await limiter.consume(keys);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
}

/**
 * The limiter as the app builds it: counters in memory on PGlite, in the rate_limits table on
 * PostgreSQL (TEST_DATABASE_URL). Only Date and setInterval are faked, so the database still works.
 */
describe(`rate limiter (${onPostgres ? 'PostgreSQL table' : 'memory'})`, () => {
  let t: TestApp;
  const limiters: Record<string, RateLimiter> = {};
  const limits: Record<string, RateLimit> = {
    three: { max: 3, windowMs: 3 * MINUTE },
    two: { max: 2, windowMs: MINUTE },
    one: { max: 1, windowMs: MINUTE },
  };
  let clock = Date.UTC(2026, 0, 1);
  const tick = (ms: number) => vi.setSystemTime((clock += ms));
  let unique = 0;
  /** A key no other test uses. */
  const key = (name: string) => `${name}:${++unique}`;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(clock);
    t = await buildTestApp(
      {},
      {
        beforeReady: (app) => {
          for (const [name, limit] of Object.entries(limits))
            limiters[name] = createRateLimiter(app, name, limit);
          // Two server instances on one database: same limiter name, separate objects.
          limiters.instanceA = createRateLimiter(app, 'shared', limits.two!);
          limiters.instanceB = createRateLimiter(app, 'shared', limits.two!);
          const upload = createRateLimiter(app, 'upload', limits.two!);
          app.post('/upload-url', { preHandler: rateLimitHook(upload) }, async () => ({ ok: true }));
        },
      },
    );
  });
  afterEach(() => tick(10 * MINUTE));
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('allows max attempts per window, then answers 429 with Retry-After until the window ends', async () => {
    const a = key('a');
    for (let i = 0; i < 3; i++) {
      expect(await attempt(limiters.three!, [a])).toBeUndefined();
      tick(10_000);
    }
    const refused = (await attempt(limiters.three!, [a]))!;
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe('Too many attempts. Please try again in 3 minutes.');
    expect(refused.headers['Retry-After']).toBe('150');

    tick(149_000);
    expect((await attempt(limiters.three!, [a]))!.message).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
    tick(1000);
    // A fixed window: the whole allowance is back once it ends.
    for (let i = 0; i < 3; i++) expect(await attempt(limiters.three!, [a])).toBeUndefined();
    expect((await attempt(limiters.three!, [a]))!.statusCode).toBe(429);
  });

  it('counts against every key, and a refused attempt costs no key anything', async () => {
    const [ip1, ip2, ip3, account] = [key('ip'), key('ip'), key('ip'), key('account')];
    await limiters.two!.consume([ip1, account]);
    await limiters.two!.consume([ip2, account]);
    expect(await attempt(limiters.two!, [ip3, account])).toBeDefined();
    // ip3 was not charged for the refused attempt.
    await limiters.two!.consume([ip3, key('account')]);
    await limiters.two!.consume([ip3, key('account')]);
    const untouched = key('account');
    expect(await attempt(limiters.two!, [ip3, untouched])).toBeDefined();
    // Nor was the account named in an attempt its address could no longer make.
    await limiters.two!.consume([key('ip'), untouched]);
    await limiters.two!.consume([key('ip'), untouched]);
  });

  it('counts a key named twice in one attempt once', async () => {
    const k = key('k');
    await limiters.two!.consume([k, k]);
    expect(await attempt(limiters.two!, [k])).toBeUndefined();
  });

  it('takes refunded attempts back from the chosen keys only', async () => {
    const [ip, account] = [key('ip'), key('account')];
    const taken = await limiters.one!.consume([ip, account]);
    await taken.refund([account]);
    expect(await attempt(limiters.one!, [account])).toBeUndefined();
    expect(await attempt(limiters.one!, [ip])).toBeDefined();
  });

  it('does not carry a refund into the next window', async () => {
    const k = key('k');
    const taken = await limiters.one!.consume([k]);
    tick(MINUTE);
    await taken.refund();
    await limiters.one!.consume([k]);
    expect(await attempt(limiters.one!, [k])).toBeDefined();
  });

  it(`${onPostgres ? 'shares' : 'keeps separate'} counts between server instances`, async () => {
    const k = key('k');
    await limiters.instanceA!.consume([k]);
    await limiters.instanceB!.consume([k]);
    const third = await attempt(limiters.instanceB!, [k]);
    if (onPostgres) expect(third?.statusCode).toBe(429);
    else expect(third).toBeUndefined();
  });

  it.runIf(onPostgres)('stores digests, not e-mail addresses, and sweeps expired rows', async () => {
    const email = 'someone.private@example.com';
    await limiters.one!.consume([`account:${email}`]);
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.key.includes(email))).toBe(false);

    tick(10 * MINUTE);
    vi.advanceTimersByTime(5 * MINUTE);
    clock += 5 * MINUTE;
    await vi.waitFor(async () => expect(await t.database.db.select().from(rateLimits)).toEqual([]));
  });

  it('limits a route in one line, per client address, with Retry-After', async () => {
    const call = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/upload-url', remoteAddress });
    expect((await call('10.0.0.1')).statusCode).toBe(200);
    expect((await call('10.0.0.1')).statusCode).toBe(200);
    const refused = await call('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again in 1 minute.',
      code: 'rate_limited',
    });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await call('10.0.0.2')).statusCode).toBe(200);
  });

  it('gives an IPv6 /64 one bucket', async () => {
    const call = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/upload-url', remoteAddress });
    expect((await call('2001:db8:7:8::1')).statusCode).toBe(200);
    expect((await call('2001:db8:7:8:ffff:ffff:ffff:fffe')).statusCode).toBe(200);
    expect((await call('2001:0db8:0007:0008:1::2')).statusCode).toBe(429);
    expect((await call('2001:db8:7:9::1')).statusCode).toBe(200);
  });
});
