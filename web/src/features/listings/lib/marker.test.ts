import { describe, expect, it } from 'vitest';
import { markerLabel, priceBand } from './marker';

describe('map markers (SPEC 9)', () => {
  it("shortens a trailing ',000' to 'k'", () => {
    expect(markerLabel(250_000)).toBe('£250k');
    expect(markerLabel(1_250_000)).toBe('£1,250k');
    expect(markerLabel(67_500)).toBe('£67,500');
    expect(markerLabel(999)).toBe('£999');
  });

  it('colours by price band', () => {
    expect(priceBand(0)).toBe('blue');
    expect(priceBand(299_999)).toBe('blue');
    expect(priceBand(300_000)).toBe('green');
    expect(priceBand(499_999)).toBe('green');
    expect(priceBand(500_000)).toBe('orange');
    expect(priceBand(800_000)).toBe('orange');
    expect(priceBand(800_001)).toBe('red');
    expect(priceBand(4_500_000)).toBe('red');
  });
});
