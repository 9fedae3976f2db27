import { describe, expect, it } from 'vitest';
import { panelFeatures } from './panel-features';

describe('panelFeatures', () => {
  it('shows the first four and counts the rest', () => {
    expect(panelFeatures(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(panelFeatures(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(panelFeatures([])).toEqual({ shown: [], more: 0 });
  });
});
