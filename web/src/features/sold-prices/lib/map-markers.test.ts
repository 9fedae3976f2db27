import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactPrice, markersByPostcode, priceBand } from './map-markers';

const sale = (
  id: string,
  postcode: string | null,
  price: number,
  position: [number, number] | null = [51.4, -0.2],
) => ({
  id,
  postcode,
  price,
  latitude: position?.[0] ?? null,
  longitude: position?.[1] ?? null,
});

describe('markersByPostcode', () => {
  it('puts the sales of one postcode on one marker with their median', () => {
    const { markers, unplaced } = markersByPostcode([
      sale('a', 'SW19 3ES', 400_000),
      sale('b', 'SW19 3EY', 900_000, [51.41, -0.21]),
      sale('c', 'SW19 3ES', 600_000),
    ]);
    expect(unplaced).toBe(0);
    expect(markers.map((m) => [m.postcode, m.sales.map((s) => s.id), m.medianPrice])).toEqual([
      ['SW19 3ES', ['a', 'c'], 500_000],
      ['SW19 3EY', ['b'], 900_000],
    ]);
  });

  it('counts sales it cannot place', () => {
    const { markers, unplaced } = markersByPostcode([sale('a', null, 1), sale('b', 'SW19 3XG', 2, null)]);
    expect(markers).toEqual([]);
    expect(unplaced).toBe(2);
  });
});

describe('priceBand', () => {
  it('uses the SPEC 9 thresholds', () => {
    expect([299_999, 300_000, 499_999, 500_000, 800_000, 800_001].map(priceBand)).toEqual([
      'blue',
      'green',
      'green',
      'orange',
      'orange',
      'red',
    ]);
  });
});

describe('compactPrice', () => {
  it('keeps three significant figures with a lower-case k or m', () => {
    expect([532_500, 85_000, 1_400_000, 2_650_000, 999].map(compactPrice)).toEqual([
      '£533k',
      '£85k',
      '£1.4m',
      '£2.65m',
      '£999',
    ]);
  });

  it("gives Intl's compact en-GB pounds, lower case, for any whole amount", () => {
    const intl = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      notation: 'compact',
      maximumSignificantDigits: 3,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), (pounds) => {
        expect(compactPrice(pounds)).toBe(intl.format(pounds).toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });
});
