import { CONFIDENCES } from './calibration';
import {
  type EstimateOutcome,
  estimateValue,
  type EvidenceSale,
  LOOKBACK_YEARS,
  type Method,
} from './estimate-value';
import { homeKindOf, localIndexes, toKindedSale } from './local-index';
import { groupBy } from './group-by';
import { monthOf, yearsBefore } from './months';
import { districtOf } from './postcode-parts';

export interface BacktestOptions {
  from: string;
  to: string;
  /** Only sales in this postcode district are valued (all sales still serve as evidence). */
  district?: string;
}

export interface BacktestRow {
  sale: EvidenceSale;
  outcome: EstimateOutcome;
}

/**
 * Values every sale in the window as of the day it sold, from the sales dated before it: the
 * comparables and own sales before that day, and an index built only from sales of earlier months
 * (rebuilt for every month of the window). Sales must be standard residential sales (category A,
 * D/S/T/F) sorted by date.
 */
export function runBacktest(sales: readonly EvidenceSale[], options: BacktestOptions): BacktestRow[] {
  const kinded = sales.map(toKindedSale);
  const byDistrict = groupBy(sales, (s) => districtOf(s.postcode));
  const byHome = groupBy(sales, (s) => `${s.postcode}|${s.addressKey}`);
  // One set of indexes per month of the window, from the sales of the months before it.
  const indexesByMonth = new Map<number, ReturnType<typeof localIndexes>>();
  const indexFor = (month: number, district: string, type: string) => {
    let indexes = indexesByMonth.get(month);
    if (!indexes) {
      indexes = localIndexes(kinded.slice(0, firstAtOrAfter(kinded, month)));
      indexesByMonth.set(month, indexes);
    }
    return indexes(district, homeKindOf(type));
  };

  const rows: BacktestRow[] = [];
  for (const sale of sales) {
    if (sale.date < options.from || sale.date > options.to) continue;
    const district = districtOf(sale.postcode);
    if (options.district && district !== options.district) continue;
    // The district's sales of the lookback window and the home's own: all estimateValue reads.
    const around = byDistrict.get(district)!;
    const window = around.slice(
      firstOnOrAfter(around, yearsBefore(sale.date, LOOKBACK_YEARS)),
      firstOnOrAfter(around, sale.date),
    );
    const outcome = estimateValue({
      subject: sale,
      asOf: sale.date,
      sales: [...byHome.get(`${sale.postcode}|${sale.addressKey}`)!, ...window],
      index: indexFor(monthOf(sale.date), district, sale.type),
    });
    rows.push({ sale, outcome });
  }
  return rows;
}

/** Position of the first item not before `key` in a sorted list. */
function firstNotBefore<T, K>(items: readonly T[], key: K, keyOf: (item: T) => K) {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (keyOf(items[mid]!) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}
const firstAtOrAfter = (sales: readonly { month: number }[], month: number) =>
  firstNotBefore(sales, month, (s) => s.month);
const firstOnOrAfter = (sales: readonly EvidenceSale[], date: string) =>
  firstNotBefore(sales, date, (s) => s.date);

export interface AccuracyFigures {
  sales: number;
  estimated: number;
  coverage: number;
  medianError: number;
  within10: number;
  within20: number;
  /** Share of sale prices inside the estimate's range. */
  inRange: number;
}

export interface BacktestSummary {
  overall: AccuracyFigures;
  byConfidence: Record<string, AccuracyFigures>;
  byMethod: Record<string, AccuracyFigures>;
}

/** Median absolute percentage error, shares within 10% and 20%, coverage and the range's hit rate. */
export function summarise(rows: readonly BacktestRow[]): BacktestSummary {
  const group = (keep: (row: BacktestRow) => boolean, total: number) => figures(rows.filter(keep), total);
  const methods: Method[] = ['repeat-sale-and-comparables', 'comparables', 'repeat-sale'];
  const confidenceOf = (row: BacktestRow) =>
    row.outcome.kind === 'estimate' ? row.outcome.value.confidence : null;
  const methodOf = (row: BacktestRow) => (row.outcome.kind === 'estimate' ? row.outcome.value.method : null);
  return {
    overall: figures(rows, rows.length),
    byConfidence: Object.fromEntries(
      CONFIDENCES.map((tier) => [tier, group((row) => confidenceOf(row) === tier, rows.length)]),
    ),
    byMethod: Object.fromEntries(methods.map((m) => [m, group((row) => methodOf(row) === m, rows.length)])),
  };
}

function figures(rows: readonly BacktestRow[], total: number): AccuracyFigures {
  const errors: number[] = [];
  let inRange = 0;
  for (const { sale, outcome } of rows) {
    if (outcome.kind !== 'estimate') continue;
    errors.push(Math.abs(outcome.value.estimate - sale.price) / sale.price);
    if (sale.price >= outcome.value.low && sale.price <= outcome.value.high) inRange++;
  }
  errors.sort((a, b) => a - b);
  const share = (count: number, of: number) => (of > 0 ? count / of : 0);
  return {
    sales: rows.length,
    estimated: errors.length,
    coverage: share(errors.length, total),
    medianError: errors.length ? errors[Math.floor((errors.length - 1) / 2)]! : NaN,
    within10: share(errors.filter((e) => e <= 0.1).length, errors.length),
    within20: share(errors.filter((e) => e <= 0.2).length, errors.length),
    inRange: share(inRange, errors.length),
  };
}
