/**
 * Series for the price-over-time chart on one numeric time axis (fractional years): this
 * property's sales at their dates, and the local median at the middle of each year. Years with
 * too few sales for a meaningful median are gaps, never bridged by a line.
 */

export interface SalePoint {
  time: number;
  sale: number;
}

export interface MedianPoint {
  time: number;
  median: number | null;
}

export interface HistoryChartSeries {
  sales: SalePoint[];
  medians: MedianPoint[];
  /** First and last whole year on the axis. */
  years: [number, number];
}

/** A median of one or two sales says more about those homes than about the area. */
export const MIN_SALES_FOR_MEDIAN = 3;
/** How far before the property's first sale the local trend is still worth showing. */
const YEARS_OF_CONTEXT = 5;

/** '2019-07-02' -> 2019.5 (fraction of the year elapsed, UTC). */
export function fractionalYear(isoDate: string): number {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, 0, 1);
  const length = Date.UTC(year + 1, 0, 1) - start;
  return year + (Date.UTC(year, month - 1, day) - start) / length;
}

export function historyChartSeries(
  sales: readonly { date: string; price: number }[],
  areaMedianByYear: readonly { year: number; median: number; sales: number }[],
): HistoryChartSeries | null {
  const salePoints = sales
    .map((sale) => ({ time: fractionalYear(sale.date), sale: sale.price }))
    .sort((a, b) => a.time - b.time);
  if (salePoints.length === 0) return null;
  const saleYears = salePoints.map((point) => Math.floor(point.time));
  const reliable = new Map(
    areaMedianByYear.filter((row) => row.sales >= MIN_SALES_FOR_MEDIAN).map((row) => [row.year, row.median]),
  );
  const trendYears = [...reliable.keys()].filter((year) => year >= saleYears[0]! - YEARS_OF_CONTEXT);
  const first = Math.min(saleYears[0]!, ...trendYears);
  const last = Math.max(saleYears.at(-1)!, ...trendYears);
  const medians = Array.from({ length: last - first + 1 }, (_, i) => ({
    time: first + i + 0.5,
    median: reliable.get(first + i) ?? null,
  }));
  // One sale and no local trend: nothing to draw a line between.
  if (salePoints.length < 2 && medians.every((point) => point.median === null)) return null;
  return { sales: salePoints, medians, years: [first, last] };
}

/**
 * The time axis: ticks on 1 January of the years shown (about eight at most), ending just past the
 * last point (a mid-year median or a later sale), never on a year that has not begun.
 */
export function timeAxis(series: HistoryChartSeries): { domain: [number, number]; ticks: number[] } {
  const [first, last] = series.years;
  const step = Math.max(1, Math.ceil((last - first + 1) / 8));
  const ticks = Array.from({ length: Math.floor((last - first) / step) + 1 }, (_, i) => first + i * step);
  const end = Math.max(last + 0.5, ...series.sales.map((point) => point.time)) + 0.25;
  return { domain: [first, end], ticks };
}
