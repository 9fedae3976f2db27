import { describe, expect, it } from 'vitest';
import { expiringCache } from './expiring-cache';

/** A clock we move; lru-cache takes a start time of 0 for "no time to live", so it starts later. */
function testClock(start = 1_000_000) {
  const clock = { at: start, now: () => clock.at };
  return clock;
}

describe('expiringCache', () => {
  it('keeps a value for its time to live, then forgets it', () => {
    const clock = testClock();
    const cache = expiringCache<number>({ ttlMs: 1000, max: 10, now: clock.now });
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 1);
    clock.at += 999;
    expect(cache.get('a')).toBe(1);
    clock.at += 2;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never holds more than its cap, dropping the oldest first', () => {
    const clock = testClock();
    const cache = expiringCache<string>({ ttlMs: 60_000, max: 3, now: clock.now });
    for (const key of ['a', 'b', 'c', 'd']) {
      clock.at += 1;
      cache.set(key, key);
    }
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBe('d');
  });

  it('restarts the time to live of a key set again', () => {
    const clock = testClock();
    const cache = expiringCache<number>({ ttlMs: 100, max: 10, now: clock.now });
    cache.set('a', 1);
    clock.at += 90;
    cache.set('a', 2);
    clock.at += 60;
    expect(cache.get('a')).toBe(2);
  });

  it('reads the clock on every call, however quickly the calls follow each other', () => {
    const clock = testClock();
    const cache = expiringCache<number>({ ttlMs: 100, max: 10, now: clock.now });
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    clock.at += 101;
    expect(cache.get('a')).toBeUndefined();
  });
});
