import { describe, expect, it } from 'vitest';
import { fractionalYear, historyChartSeries, timeAxis } from './history-chart-data';

describe('fractionalYear', () => {
  it('places a date within its year', () => {
    expect(fractionalYear('2019-01-01')).toBe(2019);
    expect(fractionalYear('2020-07-02')).toBeCloseTo(2020.5, 2);
    expect(fractionalYear('2021-12-31')).toBeGreaterThan(2021.99);
  });
});

describe('historyChartSeries', () => {
  it('puts sales in date order and one median slot per year, gaps where sales were too few', () => {
    const series = historyChartSeries(
      [
        { date: '2019-03-01', price: 400_000 },
        { date: '2016-06-15', price: 250_000 },
      ],
      [
        { year: 2016, median: 300_000, sales: 12 },
        { year: 2017, median: 999_999, sales: 2 },
        { year: 2019, median: 450_000, sales: 8 },
      ],
    );
    expect(series?.sales.map((p) => p.sale)).toEqual([250_000, 400_000]);
    expect(series?.medians).toEqual([
      { time: 2016.5, median: 300_000 },
      { time: 2017.5, median: null },
      { time: 2018.5, median: null },
      { time: 2019.5, median: 450_000 },
    ]);
    expect(series?.years).toEqual([2016, 2019]);
  });

  it('leaves out local trend years long before the property was first sold', () => {
    const series = historyChartSeries(
      [{ date: '2018-08-08', price: 800_000 }],
      [
        { year: 1995, median: 90_000, sales: 40 },
        { year: 2014, median: 600_000, sales: 40 },
        { year: 2019, median: 700_000, sales: 40 },
      ],
    );
    expect(series?.years).toEqual([2014, 2019]);
  });

  it('has nothing to draw for a single sale without a local trend', () => {
    expect(
      historyChartSeries([{ date: '2020-01-01', price: 1 }], [{ year: 2020, median: 5, sales: 1 }]),
    ).toBeNull();
    expect(historyChartSeries([], [{ year: 2020, median: 5, sales: 10 }])).toBeNull();
  });
});

describe('timeAxis', () => {
  it('ends just past the last point, never on a year that has not begun', () => {
    const series = historyChartSeries(
      [
        { date: '2019-03-01', price: 300_000 },
        { date: '2026-10-20', price: 410_000 },
      ],
      [2024, 2025, 2026].map((year) => ({ year, median: 400_000, sales: 10 })),
    )!;
    const axis = timeAxis(series);
    expect(axis.ticks).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(axis.domain[0]).toBe(2019);
    expect(axis.domain[1]).toBeGreaterThan(fractionalYear('2026-10-20'));
    expect(axis.domain[1]).toBeLessThan(2027.1);
  });

  it('keeps to about eight ticks over a long history', () => {
    const series = historyChartSeries(
      [
        { date: '1995-06-01', price: 60_000 },
        { date: '2024-06-01', price: 500_000 },
      ],
      [],
    )!;
    const { ticks } = timeAxis(series);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks[0]).toBe(1995);
    expect(ticks.at(-1)).toBeLessThanOrEqual(2024);
  });
});
