import { describe, expect, it } from 'vitest';
import { distanceLabel } from './distance';

describe('distanceLabel', () => {
  it('rounds to two decimals and says mile only for exactly one', () => {
    expect(distanceLabel(0.3456)).toBe('Distance: 0.35 miles away');
    expect(distanceLabel(1)).toBe('Distance: 1 mile away');
    expect(distanceLabel(0)).toBe('Distance: 0 miles away');
    expect(distanceLabel(2.5)).toBe('Distance: 2.5 miles away');
  });
});
