import { describe, expect, it } from 'vitest';
import { AREA_RADIUS_METRES, NEIGHBOURHOOD_INSIGHTS, findInsight } from './neighbourhood-insights';

describe('neighbourhood insights (SPEC 3)', () => {
  it('has the four areas with the spec averages and yearly changes', () => {
    expect(NEIGHBOURHOOD_INSIGHTS.map((a) => [a.name, a.averagePrice, a.priceChange])).toEqual([
      ['London', 785000, 8.2],
      ['Manchester', 285000, 12.5],
      ['Birmingham', 245000, 9.8],
      ['Leeds', 235000, 11.2],
    ]);
  });

  it('keeps ratings in range and every area rising', () => {
    for (const area of NEIGHBOURHOOD_INSIGHTS) {
      expect(area.schoolRating).toBeGreaterThan(0);
      expect(area.schoolRating).toBeLessThanOrEqual(5);
      expect(area.demographics.familyFriendly).toBeLessThanOrEqual(5);
      expect(area.walkScore).toBeLessThanOrEqual(100);
      expect(area.transitScore).toBeLessThanOrEqual(100);
      expect(['Low', 'Medium']).toContain(area.crimeRate);
      expect(area.marketTrend).toBe('rising');
      expect(area.amenities.length).toBeGreaterThan(0);
    }
  });

  it('draws 8 km circles and finds areas by key', () => {
    expect(AREA_RADIUS_METRES).toBe(8000);
    expect(findInsight('leeds')?.name).toBe('Leeds');
    expect(findInsight('york')).toBeNull();
    expect(findInsight(null)).toBeNull();
  });
});
