import { createHash } from 'node:crypto';
import { and, getTableName, like, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimit } from '../config/env';
import { rateLimits } from '../db/schema/index';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { addressNetwork } from './client-address';
import { HttpError } from '../lib/http-error';

export interface Attempt {
  /** Takes this attempt back from the given keys (all of them by default), e.g. after a successful sign-in. */
  refund(keys?: string[]): Promise<void>;
}

export interface RateLimiter {
  /**
   * Counts one attempt against each key in turn. When a key is over its limit, the keys already
   * counted get their attempt back and a 429 is thrown: a refused attempt costs no key anything,
   * and account keys are only touched while the address still has allowance.
   */
  consume(keys: string[]): Promise<Attempt>;
  /** Attempts counted against the key in its current window (0 when none). */
  used(key: string): Promise<number>;
  /** 429 when any key has used its allowance; counts nothing. */
  check(keys: string[]): Promise<void>;
  /** Counts one attempt against each key without ever refusing (a failure seen after the fact). */
  count(keys: string[]): Promise<void>;
}

/** Expired rows are ignored by the counters; deleting them only keeps the shared table small. */
const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * A named limiter (one allowance per route or action) on rate-limiter-flexible: counters live in
 * memory on PGlite, and in PostgreSQL's rate_limits table when DATABASE_URL is set, so every
 * server instance on that database shares them. Windows are fixed: `limit.max` attempts per key
 * from its first attempt until `limit.windowMs` later.
 */
export function createRateLimiter(app: FastifyInstance, name: string, limit: RateLimit): RateLimiter {
  const options = { keyPrefix: name, points: limit.max, duration: limit.windowMs / 1000 };
  const { database } = app;
  if (database.kind === 'pglite') return keyedLimiter(new RateLimiterMemory(options));

  const store = new RateLimiterPostgres({
    ...options,
    storeClient: database.pool,
    tableName: getTableName(rateLimits),
    // The table comes from a migration; sweeping is ours, so it stops when the app closes.
    tableCreated: true,
    clearExpiredByTimeout: false,
  });
  schedulePeriodicJob(app, {
    name: `rate-limit sweep (${name})`,
    // From the limiter's creation, listening or not: any app counting in the shared table sweeps it.
    startWhen: 'registered',
    intervalMs: SWEEP_INTERVAL_MS,
    failureLevel: 'warn',
    run: async () => {
      // `expire` is written by rate-limiter-flexible from the system clock, so it is read by that clock.
      await app.db
        .delete(rateLimits)
        .where(and(like(rateLimits.key, `${name}:%`), lt(rateLimits.expire, Date.now())));
    },
  });
  return keyedLimiter(store);
}

function keyedLimiter(store: RateLimiterAbstract): RateLimiter {
  const used = async (key: string) => (await store.get(storeKey(key)))?.consumedPoints ?? 0;
  return {
    used,
    async check(keys) {
      for (const key of keys) {
        const state = await store.get(storeKey(key));
        if (state && state.consumedPoints >= store.points) throw tooManyAttempts(state.msBeforeNext);
      }
    },
    async count(keys) {
      await Promise.all(keys.map((key) => store.penalty(storeKey(key), 1)));
    },
    async consume(keys) {
      const counted = new Map<string, number>();
      for (const key of new Set(keys.map(storeKey))) {
        try {
          const result = await store.consume(key);
          counted.set(key, Date.now() + result.msBeforeNext);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          await giveBack(store, counted, [...counted.keys()]);
          throw tooManyAttempts(refusal.msBeforeNext);
        }
      }
      return { refund: (only = keys) => giveBack(store, counted, only.map(storeKey)) };
    },
  };
}

/** Returns one attempt to each key, unless its window has ended: a new window starts from zero anyway. */
async function giveBack(store: RateLimiterAbstract, counted: Map<string, number>, keys: string[]) {
  const now = Date.now();
  await Promise.all(keys.filter((key) => (counted.get(key) ?? 0) > now).map((key) => store.reward(key)));
}

/** Keys may hold e-mail addresses: the store (a shared table) sees only a fixed-length digest. */
const storeKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** 429 with a Retry-After header in whole seconds and the wait in minutes for people. */
export function tooManyAttempts(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

/**
 * Bucket of the client's network: its IPv4 address or IPv6 /64, as Fastify resolved it (the
 * address in X-Forwarded-For only from the proxies TRUST_PROXY names).
 */
export const ipKey = (request: FastifyRequest) => `ip:${addressNetwork(request.ip)}`;

/** Bucket of an account named in a request body: a username or an e-mail, case-insensitive. */
export const accountKey = (identifier: string) => `account:${identifier.trim().toLowerCase()}`;

/** Bucket of an existing user, shared by every name that reaches the account. */
export const userKey = (userId: string) => `user:${userId}`;

/**
 * preHandler counting one attempt per request, for actions that never refund. Limiting a route
 * takes one line, as upload URLs are (`modules/objects/uploads.routes.ts`, with the auth module's
 * `addressAndUserKeys`):
 * `preHandler: rateLimitHook(createRateLimiter(app, 'upload-url', app.config.uploadRateLimit), addressAndUserKeys)`
 */
export function rateLimitHook(
  limiter: RateLimiter,
  keys: (request: FastifyRequest) => string[] | Promise<string[]> = (request) => [ipKey(request)],
) {
  return async (request: FastifyRequest) => {
    await limiter.consume(await keys(request));
  };
}
