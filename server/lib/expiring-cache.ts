import { LRUCache } from 'lru-cache';

export interface ExpiringCacheOptions {
  /** How long an entry lives after it was set (getting it does not extend it). */
  ttlMs: number;
  /** At most this many entries: setting one more drops the least recently used. */
  max: number;
  /** The clock in milliseconds (the app's, `app.now().getTime()`); lru-cache's own by default. */
  now?: () => number;
}

/**
 * An in-memory cache whose entries expire, with a hard cap so a flood of distinct keys costs
 * bounded memory: lru-cache, configured the same way for every cache of the server. With a clock
 * of our own, lru-cache must read it on every call (`ttlResolution: 0`) instead of reusing a
 * reading for a millisecond of real time, or a test moving the clock would see the old time.
 */
export function expiringCache<V extends object | string | number | boolean>(
  options: ExpiringCacheOptions,
): LRUCache<string, V> {
  const { ttlMs, max, now } = options;
  return new LRUCache<string, V>({
    max,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
}
