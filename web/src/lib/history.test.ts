import { describe, expect, it } from 'vitest';
import { hasPreviousEntry } from './history';

describe('hasPreviousEntry', () => {
  it('is true only after an in-app navigation', () => {
    expect(hasPreviousEntry({ idx: 1, key: 'x', usr: null })).toBe(true);
    expect(hasPreviousEntry({ idx: 0, key: 'x', usr: null })).toBe(false);
    expect(hasPreviousEntry(null)).toBe(false);
    expect(hasPreviousEntry({})).toBe(false);
    expect(hasPreviousEntry({ idx: '3' })).toBe(false);
  });
});
