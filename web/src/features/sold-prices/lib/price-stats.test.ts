import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPriceChangePercent } from './price-change';
import { median, summariseByType, summarisePrices } from './price-stats';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 200, 300])).toBe(250);
    expect(median([])).toBe(0);
  });

  it('lies between the smallest and the largest price', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1 }), (prices) => {
        const m = median(prices);
        expect(m).toBeGreaterThanOrEqual(Math.min(...prices));
        expect(m).toBeLessThanOrEqual(Math.max(...prices));
      }),
    );
  });
});

describe('summaries', () => {
  it('counts, averages and takes the median', () => {
    expect(summarisePrices([100_000, 200_000, 600_000])).toEqual({
      count: 3,
      median: 200_000,
      mean: 300_000,
    });
    expect(summarisePrices([])).toEqual({ count: 0, median: 0, mean: 0 });
  });

  it('groups by property type, most common first', () => {
    const sales = [
      { propertyType: 'Flat/Maisonette', price: 200_000 },
      { propertyType: 'Terraced', price: 300_000 },
      { propertyType: 'Flat/Maisonette', price: 100_000 },
    ];
    expect(summariseByType(sales)).toEqual([
      { propertyType: 'Flat/Maisonette', count: 2, median: 150_000, mean: 150_000 },
      { propertyType: 'Terraced', count: 1, median: 300_000, mean: 300_000 },
    ]);
  });

  it('loses no sale when grouping', () => {
    const sale = fc.record({
      propertyType: fc.constantFrom('D', 'S', 'T'),
      price: fc.integer({ min: 1, max: 1e7 }),
    });
    fc.assert(
      fc.property(fc.array(sale), (sales) => {
        const total = summariseByType(sales).reduce((sum, group) => sum + group.count, 0);
        expect(total).toBe(sales.length);
      }),
    );
  });
});

describe('formatPriceChangePercent', () => {
  it('shows one decimal and a plus sign only for rises', () => {
    expect(formatPriceChangePercent(12.345)).toBe('+12.3%');
    expect(formatPriceChangePercent(-4)).toBe('-4.0%');
    expect(formatPriceChangePercent(0.04)).toBe('+0.0%');
  });
});
