import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import type { AreaStats } from '@contracts/sold/area-stats';
import { describe, expect, it } from 'vitest';
import {
  areaPriceFigures,
  formatChange,
  formatMonthYear,
  formatPeriod,
  formatPriceShort,
} from './area-price-figures';
import { findInsight } from './neighbourhood-insights';

const london = findInsight('london');
if (!london) throw new Error('no London insight');

const stats = (overrides: Partial<AreaStats> = {}): AreaStats => ({
  latitude: 51.5074,
  longitude: -0.1278,
  radiusKm: 8,
  latest: { from: '2015-02-01', to: '2016-01-31', sales: 746, medianPrice: 650_000 },
  previous: { from: '2014-02-01', to: '2015-01-31', sales: 600, medianPrice: 600_000 },
  changePercent: 8.3,
  attribution: SOLD_ATTRIBUTION,
  ...overrides,
});

describe('area price figures', () => {
  it('shows the median and change of the loaded sales, with their periods', () => {
    expect(areaPriceFigures(london, stats(), 'success')).toEqual({
      kind: 'sold',
      medianPrice: 650_000,
      sales: 746,
      period: 'Feb 2015 – Jan 2016',
      changePercent: 8.3,
      previousPeriod: 'Feb 2014 – Jan 2015',
    });
  });

  it('keeps a loaded median without a change when the year before has too few sales', () => {
    const figures = areaPriceFigures(
      london,
      stats({
        previous: { from: '2014-02-01', to: '2015-01-31', sales: 1, medianPrice: null },
        changePercent: null,
      }),
      'success',
    );
    expect(figures).toMatchObject({ kind: 'sold', medianPrice: 650_000, changePercent: null });
  });

  it('falls back to the fixed figures only when no loaded data covers the area', () => {
    const fixed = { kind: 'indicative', averagePrice: 785_000, changePercent: 8.2, reason: 'no-data' };
    expect(
      areaPriceFigures(london, stats({ latest: null, previous: null, changePercent: null }), 'success'),
    ).toEqual(fixed);
    // Some sales, but too few for a median.
    expect(
      areaPriceFigures(
        london,
        stats({
          latest: { from: '2015-02-01', to: '2016-01-31', sales: 3, medianPrice: null },
          changePercent: null,
        }),
        'success',
      ),
    ).toEqual(fixed);
    expect(areaPriceFigures(london, undefined, 'error')).toEqual({ ...fixed, reason: 'failed' });
  });

  it('shows neither while the figures load', () => {
    expect(areaPriceFigures(london, undefined, 'pending')).toEqual({ kind: 'loading' });
  });

  it('formats months, periods and changes', () => {
    expect(formatMonthYear('2019-12-01')).toBe('Dec 2019');
    expect(formatPeriod({ from: '2019-01-01', to: '2019-12-31' })).toBe('Jan 2019 – Dec 2019');
    expect([formatChange(8.24), formatChange(-1.5), formatChange(0)]).toEqual(['+8.2%', '-1.5%', '0.0%']);
    expect([157_475, 785_000, 999_600, 1_250_000, 2_000_000].map(formatPriceShort)).toEqual([
      '£157k',
      '£785k',
      '£1m',
      '£1.25m',
      '£2m',
    ]);
  });
});
