import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config/env';
import { HttpError } from './error-handler';

export interface Attempt {
  /** Takes this attempt back from the given keys (all of them by default), e.g. after a successful sign-in. */
  refund(keys?: string[]): void;
}

export interface RateLimiterOptions {
  now?: () => number;
  /** Hard cap on tracked keys, so a flood of distinct keys cannot grow memory without bound. */
  maxKeys?: number;
}

const DEFAULT_MAX_KEYS = 100_000;

/**
 * Sliding-window limiter in memory: each key keeps the times of its attempts within the window,
 * at most `max` of them, so a key costs O(max) memory and an attacker cannot burst at a window edge.
 */
export class RateLimiter {
  /** Attempt times per key, oldest first; Map order is least recently used first. */
  private readonly hits = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(
    readonly limit: RateLimit,
    options: RateLimiterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  /**
   * Counts one attempt against every key. When any key is already at its limit nothing is counted
   * and a 429 is thrown. Checking and counting happen synchronously, so concurrent requests cannot
   * slip past the limit together.
   */
  consume(keys: string[]): Attempt {
    const unique = [...new Set(keys)];
    const now = this.now();
    let waitMs = 0;
    for (const key of unique) {
      const times = this.recent(key, now);
      if (times.length >= this.limit.max) waitMs = Math.max(waitMs, times[0]! + this.limit.windowMs - now);
    }
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    for (const key of unique) this.record(key, now);
    return {
      refund: (only = unique) => {
        for (const key of only) this.forget(key, now);
      },
    };
  }

  /** Drops keys whose attempts have all left the window. */
  sweep() {
    const cutoff = this.now() - this.limit.windowMs;
    for (const [key, times] of this.hits) {
      if (times[times.length - 1]! <= cutoff) this.hits.delete(key);
    }
  }

  get size() {
    return this.hits.size;
  }

  private recent(key: string, now: number): number[] {
    const times = this.hits.get(key);
    if (!times) return [];
    const cutoff = now - this.limit.windowMs;
    while (times.length > 0 && times[0]! <= cutoff) times.shift();
    return times;
  }

  private record(key: string, now: number) {
    const times = this.recent(key, now);
    this.hits.delete(key);
    if (this.hits.size >= this.maxKeys) {
      this.sweep();
      if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    }
    times.push(now);
    this.hits.set(key, times);
  }

  private forget(key: string, at: number) {
    const times = this.hits.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (times && index >= 0) times.splice(index, 1);
  }
}

/** 429 with a Retry-After header in whole seconds and the wait in minutes for people. */
export function tooManyAttempts(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'Retry-After': String(seconds) },
  );
}

/**
 * A limiter tied to the app's lifetime: old keys are swept once per window (at least every
 * minute) by an unref'd timer that stops when the app closes.
 */
export function createRateLimiter(app: FastifyInstance, limit: RateLimit, options?: RateLimiterOptions) {
  const limiter = new RateLimiter(limit, options);
  const timer = setInterval(() => limiter.sweep(), Math.min(limit.windowMs, 60_000));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return limiter;
}

/** Bucket of the client's address (the proxy's client IP when TRUST_PROXY is on). */
export const ipKey = (request: FastifyRequest) => `ip:${request.ip}`;

/** Bucket of an account named in a request body: a username or an e-mail, case-insensitive. */
export const accountKey = (identifier: string) => `account:${identifier.trim().toLowerCase()}`;

/** Bucket of an existing user, shared by every name that reaches the account. */
export const userKey = (userId: string) => `user:${userId}`;

/** preHandler counting one attempt per request, for routes that never refund (e.g. upload URLs). */
export function rateLimitHook(
  limiter: RateLimiter,
  keys: (request: FastifyRequest) => string[] = (r) => [ipKey(r)],
) {
  return async (request: FastifyRequest) => {
    limiter.consume(keys(request));
  };
}
