import type { AreaStats } from '@contracts/sold/area-stats';
import type { NeighbourhoodInsight } from './neighbourhood-insights';
import { formatShortMonthYear } from '@/lib/long-dates';

/** The price figures an insight area shows. */
export type AreaPriceFigures =
  | { kind: 'loading' }
  /** Computed from the HM Land Registry sales loaded on this site. */
  | {
      kind: 'sold';
      medianPrice: number;
      sales: number;
      /** 'Feb 2015 – Jan 2016'. */
      period: string;
      /** Null when the 12 months before hold too few sales to compare with. */
      changePercent: number | null;
      previousPeriod: string | null;
    }
  /** The spec's fixed figures: no loaded sales cover the area, or they could not be fetched. */
  | { kind: 'indicative'; averagePrice: number; changePercent: number; reason: 'no-data' | 'failed' };

/** '2015-02-01' -> 'Feb 2015'. */
export const formatMonthYear = (isoDate: string) => formatShortMonthYear(`${isoDate}T00:00:00Z`);

/** 'Feb 2015 – Jan 2016'. */
export const formatPeriod = (period: { from: string; to: string }) =>
  `${formatMonthYear(period.from)} – ${formatMonthYear(period.to)}`;

/**
 * What an area shows: the median of its loaded sales when there are enough of them, otherwise the
 * spec's fixed average and yearly change, marked as indicative. While the figures load, neither.
 */
export function areaPriceFigures(
  area: Pick<NeighbourhoodInsight, 'averagePrice' | 'priceChange'>,
  stats: AreaStats | undefined,
  status: 'pending' | 'error' | 'success',
): AreaPriceFigures {
  if (status === 'pending') return { kind: 'loading' };
  const latest = stats?.latest;
  if (status === 'success' && latest?.medianPrice != null) {
    return {
      kind: 'sold',
      medianPrice: latest.medianPrice,
      sales: latest.sales,
      period: formatPeriod(latest),
      changePercent: stats?.changePercent ?? null,
      previousPeriod: stats?.previous ? formatPeriod(stats.previous) : null,
    };
  }
  return {
    kind: 'indicative',
    averagePrice: area.averagePrice,
    changePercent: area.priceChange,
    reason: status === 'error' ? 'failed' : 'no-data',
  };
}

/** '+8.2%', '-1.5%', '0.0%'. */
export const formatChange = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;

/** Green up, red down, grey flat. */
export const changeTone = (percent: number) =>
  percent > 0 ? 'text-green-700' : percent < 0 ? 'text-red-700' : 'text-slate-600';

/** A price at a glance, to the nearest thousand: '£157k', '£785k', '£1.25m'. */
export function formatPriceShort(pounds: number): string {
  const thousands = Math.round(pounds / 1000);
  if (thousands < 1000) return `£${thousands}k`;
  return `£${(pounds / 1_000_000).toFixed(2).replace(/\.?0+$/, '')}m`;
}
