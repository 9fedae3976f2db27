import { describe, expect, it } from 'vitest';
import { describeFilters, suggestName } from './describe-filters';

describe('describeFilters', () => {
  it('lists each set filter in words', () => {
    expect(
      describeFilters({
        location: 'Leeds',
        propertyType: 'House',
        priceRange: '£300k - £500k',
        bedrooms: 3,
        bathrooms: 2,
      }),
    ).toEqual(['Leeds', 'House', '£300k - £500k', '3+ beds', '2+ baths']);
    expect(describeFilters({ maxPrice: 412_500, minSqft: 1000, maxSqft: 2500 })).toEqual([
      'up to £413k',
      '1,000-2,500 sq ft',
    ]);
    expect(describeFilters({ minPrice: 250_000, maxPrice: 1_250_000 })).toEqual(['£250k - £1.25m']);
    expect(describeFilters({})).toEqual([]);
    expect(
      describeFilters({
        location: 'SW19 3ES',
        radius: 3,
        builtForm: ['Semi-detached', 'Detached'],
        tenure: ['Freehold'],
        maxDaysSinceAdded: 7,
        reducedOnly: true,
        hideSharedAndRetirement: true,
        minEpc: 'C',
      }),
    ).toEqual([
      'SW19 3ES',
      'within 3 miles',
      'Semi-detached or Detached',
      'Freehold',
      'added: last 7 days',
      'reduced only',
      'no shared ownership or retirement homes',
      'EPC C or better',
    ]);
  });

  it('suggests a short readable name', () => {
    expect(suggestName({ location: 'Leeds', propertyType: 'House', bedrooms: 3 })).toBe(
      'House, 3+ beds in Leeds',
    );
    expect(suggestName({ location: 'SW19' })).toBe('Homes in SW19');
    expect(suggestName({ location: 'x'.repeat(100) })).toHaveLength(80);
  });
});
