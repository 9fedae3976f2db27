import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  it('keeps a value for its time to live, then forgets it', () => {
    let now = 0;
    const map = new ExpiringMap<number>(1000, 10, () => now);
    expect(map.get('a')).toBeUndefined();
    map.set('a', 1);
    now = 999;
    expect(map.get('a')).toBe(1);
    now = 1000;
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('never holds more than its cap, dropping the oldest first', () => {
    let now = 0;
    const map = new ExpiringMap<string>(60_000, 3, () => now);
    for (const key of ['a', 'b', 'c', 'd']) {
      now += 1;
      map.set(key, key);
    }
    expect(map.size).toBe(3);
    expect(map.get('a')).toBeUndefined();
    expect(map.get('d')).toBe('d');
  });

  it('restarts the time to live of a key set again', () => {
    let now = 0;
    const map = new ExpiringMap<number>(100, 10, () => now);
    map.set('a', 1);
    now = 90;
    map.set('a', 2);
    now = 150;
    expect(map.get('a')).toBe(2);
  });
});
