import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPriceIndex, type IndexSale, logLevelAt } from './price-index';
import { smoothSeries, whittakerSmoother } from './smooth-series';

describe('smoothSeries', () => {
  it('keeps the data with no smoothing and draws a straight line through a gap', () => {
    const x = smoothSeries([1, 0, 0, 4], [1, 0, 0, 1], 1e-6);
    expect(x[0]).toBeCloseTo(1, 4);
    expect(x[1]).toBeCloseTo(2, 4);
    expect(x[2]).toBeCloseTo(3, 4);
    expect(x[3]).toBeCloseTo(4, 4);
  });

  it('becomes the least-squares straight line when smoothing dominates', () => {
    // Points (0,0) (1,2) (2,1) (3,3): the line 0.3 + 0.9 t.
    const x = smoothSeries([0, 2, 1, 3], [1, 1, 1, 1], 1e9);
    [0.3, 1.1, 1.9, 2.7].forEach((expected, t) => expect(x[t]).toBeCloseTo(expected, 3));
  });
});

/** Homes bought and resold at prices that follow `trend` exactly (log level per month). */
function repeatSales(trend: (month: number) => number, homes: [number, number, number][]): IndexSale[] {
  return homes.flatMap(([base, first, second], i) => [
    { month: first, price: base * Math.exp(trend(first)), home: `h${i}`, cell: `c${i}` },
    { month: second, price: base * Math.exp(trend(second)), home: `h${i}`, cell: `c${i}` },
  ]);
}

describe('whittakerSmoother', () => {
  it('smooths each new target as smoothSeries would, from one factorisation', () => {
    const weight = [1, 0, 2, 1, 1];
    const smooth = whittakerSmoother(weight, 3);
    for (const target of [
      [1, 0, 3, 2, 5],
      [-2, 0, 0.5, 4, 1],
    ]) {
      const once = smoothSeries(target, weight, 3);
      smooth(target).forEach((x, t) => expect(x).toBeCloseTo(once[t]!, 12));
    }
  });
});

describe('buildPriceIndex', () => {
  it('recovers a steady 1% a month rise from repeat sales of unlike homes', () => {
    const trend = (m: number) => 0.01 * m;
    const homes: [number, number, number][] = [];
    for (let i = 0; i < 40; i++) homes.push([150_000 + 20_000 * (i % 7), i % 12, 12 + (i % 12)]);
    const index = buildPriceIndex(repeatSales(trend, homes))!;
    expect(logLevelAt(index, 20) - logLevelAt(index, 2)).toBeCloseTo(0.18, 2);
  });

  it('says nothing from homes sold once with no neighbour of their kind', () => {
    const once: IndexSale[] = [
      { month: 1, price: 100_000, home: 'a', cell: 'x' },
      { month: 5, price: 900_000, home: 'b', cell: 'y' },
    ];
    expect(buildPriceIndex(once)).toBeNull();
  });

  it('holds its first and last level outside its months', () => {
    const index = buildPriceIndex(
      repeatSales(
        (m) => 0.02 * m,
        [
          [100_000, 3, 9],
          [200_000, 4, 8],
        ],
      ),
    )!;
    expect(logLevelAt(index, -50)).toBe(logLevelAt(index, 3));
    expect(logLevelAt(index, 500)).toBe(logLevelAt(index, 9));
  });

  it('does not move when every price is scaled by the same factor', () => {
    const sale = fc.record({
      month: fc.integer({ min: 0, max: 36 }),
      price: fc.integer({ min: 20_000, max: 3_000_000 }),
      home: fc.constantFrom('a', 'b', 'c', 'd'),
      cell: fc.constantFrom('x', 'y'),
    });
    fc.assert(
      fc.property(
        fc.array(sale, { minLength: 4, maxLength: 30 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (sales, k) => {
          const index = buildPriceIndex(sales);
          const scaled = buildPriceIndex(sales.map((s) => ({ ...s, price: s.price * k })));
          expect(scaled === null).toBe(index === null);
          index?.logLevels.forEach((level, t) => expect(scaled!.logLevels[t]).toBeCloseTo(level, 6));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('ends where a cold fit ends when it starts from an earlier fit (a rebuild after an update)', () => {
    const trend = (m: number) => 0.01 * m - 0.0002 * m * m;
    const homes: [number, number, number][] = [];
    for (let i = 0; i < 40; i++) homes.push([150_000 + 20_000 * (i % 7), i % 12, 12 + (i % 12)]);
    const before = buildPriceIndex(repeatSales(trend, homes.slice(0, 30)))!;
    const cold = buildPriceIndex(repeatSales(trend, homes))!;
    const warm = buildPriceIndex(repeatSales(trend, homes), { warmStart: before })!;
    expect(warm.firstMonth).toBe(cold.firstMonth);
    cold.logLevels.forEach((level, t) => expect(warm.logLevels[t]).toBeCloseTo(level, 4));
  });

  it('gives no index below minSales informative sales', () => {
    const sales = repeatSales(
      (m) => 0.01 * m,
      [
        [100_000, 3, 9],
        [200_000, 4, 8],
      ],
    );
    expect(buildPriceIndex(sales, { minSales: 5 })).toBeNull();
    expect(buildPriceIndex(sales, { minSales: 4 })).not.toBeNull();
  });
});
