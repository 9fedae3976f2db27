import { describe, expect, it } from 'vitest';
import { stillSaved, toggleCompared } from './compare-selection';

describe('comparison selection', () => {
  it('adds and removes homes, keeping the order they were chosen, up to four', () => {
    let selected = ['a', 'b', 'c'];
    selected = toggleCompared(selected, 'd');
    expect(selected).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleCompared(selected, 'e')).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleCompared(selected, 'b')).toEqual(['a', 'c', 'd']);
  });

  it('forgets homes that are no longer saved', () => {
    expect(stillSaved(['a', 'b', 'c'], new Set(['c', 'a']))).toEqual(['a', 'c']);
  });
});
