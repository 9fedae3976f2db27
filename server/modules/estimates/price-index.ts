import { whittakerSmoother } from './smooth-series';

/** One standard sale as the index sees it. */
export interface IndexSale {
  month: number;
  price: number;
  /**
   * The home (postcode + SAON|PAON|STREET): its sales are a repeat-sales pair or chain. The stored
   * rebuild passes a 53-bit hash of it instead (numbers are much cheaper to count than strings).
   */
  home: string | number;
  /** Homes of a kind at one postcode (postcode + type + new build), for the mix-adjusted part. */
  cell: string | number;
}

export interface PriceIndex {
  firstMonth: number;
  /** Natural log of the index, one per month from firstMonth; only differences mean anything. */
  logLevels: Float64Array;
  /** Sales that carried information into each month (in a repeated home or cell). */
  sales: Int32Array;
}

/**
 * Weight of a sale whose home sold only once: it still says something through the other homes of
 * its kind at its postcode (a mix-adjusted mean), but less than a sale of the same home does.
 */
export const CELL_WEIGHT = 0.3;
/** Smoothness, relative to the weight of an average month: larger is smoother. */
export const SMOOTHING = 30;
const ROUNDS = 60;
/** Backfitting stops early once no month moves by more than this (log scale: 0.001%). */
const CONVERGED = 1e-5;

/**
 * A monthly index from sales by fixed effects: log price = home or cell level + month level. A
 * home sold twice or more is its own group (repeat sales, as Case-Shiller's estimator pairs
 * them); the rest join their postcode cell with a smaller weight (a mix-adjusted mean, so a month
 * of flats is not read as a fall in houses). Fitted by backfitting: group levels given the index,
 * then the index given the group levels, smoothed (smooth-series.ts). Groups of one sale say
 * nothing about change and are left out. Null when fewer than two months carry information.
 */
export function buildPriceIndex(
  sales: readonly IndexSale[],
  options: {
    /** A previous fit of the same place: backfitting starts there, so a small update converges in a few rounds. */
    warmStart?: PriceIndex | null;
    /** Fewer informative sales than this: null, before any fitting (most districts of a thin area). */
    minSales?: number;
  } = {},
): PriceIndex | null {
  const { warmStart = null, minSales = 1 } = options;
  const homeCounts = countBy(sales, (s) => s.home);
  const cellCounts = countBy(
    sales.filter((s) => homeCounts.get(s.home)! < 2),
    (s) => s.cell,
  );
  // The informative sales as columns: month, log price, group (a home, or a cell of single sales), weight.
  const months: number[] = [];
  const logPrices: number[] = [];
  const group: number[] = [];
  const homeIds = new Map<string | number, number>();
  const cellIds = new Map<string | number, number>();
  const idOf = (ids: Map<string | number, number>, key: string | number) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = homeIds.size + cellIds.size));
    return id;
  };
  const weights: number[] = [];
  for (const s of sales) {
    const repeat = homeCounts.get(s.home)! >= 2;
    if (!repeat && cellCounts.get(s.cell)! < 2) continue;
    months.push(s.month);
    logPrices.push(Math.log(s.price));
    group.push(repeat ? idOf(homeIds, s.home) : idOf(cellIds, s.cell));
    weights.push(repeat ? 1 : CELL_WEIGHT);
  }
  const count = months.length;
  if (count === 0 || count < minSales) return null;
  let firstMonth = Infinity;
  let lastMonth = -Infinity;
  for (const month of months) {
    firstMonth = Math.min(firstMonth, month);
    lastMonth = Math.max(lastMonth, month);
  }
  const n = lastMonth - firstMonth + 1;
  const t = Int32Array.from(months, (month) => month - firstMonth);
  const y = Float64Array.from(logPrices);
  const w = Float64Array.from(weights);
  const monthWeight = new Float64Array(n);
  const counts = new Int32Array(n);
  for (let i = 0; i < count; i++) {
    monthWeight[t[i]!] = monthWeight[t[i]!]! + w[i]!;
    counts[t[i]!] = counts[t[i]!]! + 1;
  }
  const busyMonths = monthWeight.filter((weight) => weight > 0);
  if (busyMonths.length < 2) return null;
  const lambda = SMOOTHING * (busyMonths.reduce((a, b) => a + b, 0) / busyMonths.length);
  const smooth = whittakerSmoother(monthWeight, lambda);

  const groups = homeIds.size + cellIds.size;
  const groupWeight = new Float64Array(groups);
  for (let i = 0; i < count; i++) groupWeight[group[i]!] = groupWeight[group[i]!]! + w[i]!;
  const levels = new Float64Array(groups);
  let index: Float64Array = new Float64Array(n);
  if (warmStart) for (let m = 0; m < n; m++) index[m] = logLevelAt(warmStart, firstMonth + m);
  const monthMean = new Float64Array(n);
  for (let round = 0; round < ROUNDS; round++) {
    levels.fill(0);
    for (let i = 0; i < count; i++) levels[group[i]!] = levels[group[i]!]! + w[i]! * (y[i]! - index[t[i]!]!);
    for (let g = 0; g < groups; g++) levels[g] = levels[g]! / groupWeight[g]!;
    monthMean.fill(0);
    for (let i = 0; i < count; i++)
      monthMean[t[i]!] = monthMean[t[i]!]! + w[i]! * (y[i]! - levels[group[i]!]!);
    for (let m = 0; m < n; m++) monthMean[m] = monthWeight[m]! > 0 ? monthMean[m]! / monthWeight[m]! : 0;
    const next = smooth(monthMean);
    const mean = next.reduce((a, b) => a + b, 0) / n;
    let change = 0;
    for (let m = 0; m < n; m++) {
      next[m] = next[m]! - mean;
      change = Math.max(change, Math.abs(next[m]! - index[m]!));
    }
    index = next;
    if (change < CONVERGED) break;
  }
  return { firstMonth, logLevels: index, sales: counts };
}

/** The index's log level in a month; before its first month or after its last, the nearest. */
export function logLevelAt(index: PriceIndex, month: number): number {
  const t = Math.min(Math.max(month - index.firstMonth, 0), index.logLevels.length - 1);
  return index.logLevels[t]!;
}

function countBy<T, K>(items: readonly T[], key: (item: T) => K) {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
