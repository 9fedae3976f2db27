import type { LRUCache } from 'lru-cache';

/**
 * Runs of the same key that overlap share one run: requests arriving together, which all find a
 * cached value missing or expired, wait for the same query instead of each running it.
 */
export function sharedRuns<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const pending = running.get(key);
    if (pending) return pending;
    const started = run();
    running.set(key, started);
    const done = () => void running.delete(key);
    started.then(done, done);
    return started;
  };
}

/** A value from the cache, else from one shared run that puts it there. */
export function cachedRuns<T extends object>(cache: LRUCache<string, T>) {
  const shared = sharedRuns<T>();
  return async (key: string, run: () => Promise<T>): Promise<T> =>
    cache.get(key) ??
    shared(key, async () => {
      const value = await run();
      cache.set(key, value);
      return value;
    });
}
