import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError, registerErrorHandler } from './error-handler';
import { createRateLimiter, RateLimiter, rateLimitHook } from './rate-limit';

function clockAt(start = 1_000_000) {
  const clock = { now: start, tick: (ms: number) => (clock.now += ms) };
  return clock;
}

/** The 429 an over-limit consume throws, or undefined when it was allowed. */
function attempt(limiter: RateLimiter, keys: string[]) {
  try {
    limiter.consume(keys);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
}

describe('RateLimiter', () => {
  it('allows max attempts per window, then answers 429 with Retry-After until the oldest leaves', () => {
    const clock = clockAt();
    const limiter = new RateLimiter({ max: 3, windowMs: 180_000 }, { now: () => clock.now });
    for (let i = 0; i < 3; i++) {
      expect(attempt(limiter, ['a'])).toBeUndefined();
      clock.tick(10_000);
    }
    const refused = attempt(limiter, ['a'])!;
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe('Too many attempts. Please try again in 3 minutes.');
    expect(refused.headers['Retry-After']).toBe('150');

    clock.tick(149_000);
    expect(attempt(limiter, ['a'])!.message).toBe('Too many attempts. Please try again in 1 minute.');
    clock.tick(1000);
    expect(attempt(limiter, ['a'])).toBeUndefined();
    // Sliding window: the second attempt is still inside, so one free slot only.
    expect(attempt(limiter, ['a'])!.statusCode).toBe(429);
  });

  it('does not count refused attempts, so waiting always helps', () => {
    const clock = clockAt();
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000 }, { now: () => clock.now });
    limiter.consume(['a']);
    for (let i = 0; i < 5; i++) {
      clock.tick(10_000);
      expect(attempt(limiter, ['a'])).toBeDefined();
    }
    clock.tick(10_001);
    expect(attempt(limiter, ['a'])).toBeUndefined();
  });

  it('counts against every key, and refuses (counting nothing) when any key is full', () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 });
    limiter.consume(['ip:1', 'account:x']);
    limiter.consume(['ip:2', 'account:x']);
    expect(attempt(limiter, ['ip:3', 'account:x'])).toBeDefined();
    // ip:3 was not charged for the refused attempt.
    limiter.consume(['ip:3', 'account:y']);
    limiter.consume(['ip:3', 'account:z']);
    expect(attempt(limiter, ['ip:3', 'account:w'])).toBeDefined();
  });

  it('counts a key named twice in one attempt once', () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 });
    limiter.consume(['k', 'k']);
    expect(attempt(limiter, ['k'])).toBeUndefined();
  });

  it('takes refunded attempts back from the chosen keys only', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000 });
    limiter.consume(['ip', 'account']).refund(['account']);
    expect(attempt(limiter, ['account'])).toBeUndefined();
    expect(attempt(limiter, ['ip'])).toBeDefined();
  });

  it('sweeps keys whose attempts have left the window', () => {
    const clock = clockAt();
    const limiter = new RateLimiter({ max: 5, windowMs: 60_000 }, { now: () => clock.now });
    for (let i = 0; i < 100; i++) limiter.consume([`ip:${i}`]);
    clock.tick(30_000);
    limiter.consume(['fresh']);
    clock.tick(30_000);
    limiter.sweep();
    expect(limiter.size).toBe(1);
  });

  it('never tracks more than maxKeys, dropping the least recently used', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000 }, { maxKeys: 10 });
    limiter.consume(['busy']);
    for (let i = 0; i < 1000; i++) limiter.consume([`flood:${i}`]);
    expect(limiter.size).toBe(10);
  });
});

describe('rateLimitHook', () => {
  it('limits a route per client address and answers 429 with Retry-After', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const limiter = createRateLimiter(app, { max: 2, windowMs: 600_000 });
    app.post('/upload-url', { preHandler: rateLimitHook(limiter) }, async () => ({ ok: true }));
    const call = (remoteAddress: string) => app.inject({ method: 'POST', url: '/upload-url', remoteAddress });
    try {
      expect((await call('10.0.0.1')).statusCode).toBe(200);
      expect((await call('10.0.0.1')).statusCode).toBe(200);
      const refused = await call('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many attempts. Please try again in 10 minutes.' });
      expect(refused.headers['retry-after']).toBe('600');
      expect((await call('10.0.0.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
