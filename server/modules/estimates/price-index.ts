import { smoothSeries } from './smooth-series';

/** One standard sale as the index sees it. */
export interface IndexSale {
  month: number;
  price: number;
  /** The home (postcode + SAON|PAON|STREET): its sales are a repeat-sales pair or chain. */
  home: string;
  /** Homes of a kind at one postcode (postcode + type + new build), for the mix-adjusted part. */
  cell: string;
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
export function buildPriceIndex(sales: readonly IndexSale[]): PriceIndex | null {
  const homeCounts = countBy(sales, (s) => s.home);
  const grouped: { month: number; logPrice: number; group: string; weight: number }[] = [];
  const cellCounts = countBy(
    sales.filter((s) => homeCounts.get(s.home)! < 2),
    (s) => s.cell,
  );
  for (const s of sales) {
    if (homeCounts.get(s.home)! >= 2) {
      grouped.push({ month: s.month, logPrice: Math.log(s.price), group: `h:${s.home}`, weight: 1 });
    } else if (cellCounts.get(s.cell)! >= 2) {
      grouped.push({
        month: s.month,
        logPrice: Math.log(s.price),
        group: `c:${s.cell}`,
        weight: CELL_WEIGHT,
      });
    }
  }
  if (grouped.length === 0) return null;
  let firstMonth = Infinity;
  let lastMonth = -Infinity;
  for (const s of grouped) {
    firstMonth = Math.min(firstMonth, s.month);
    lastMonth = Math.max(lastMonth, s.month);
  }
  const n = lastMonth - firstMonth + 1;
  const monthWeight = new Float64Array(n);
  const counts = new Int32Array(n);
  for (const s of grouped) {
    monthWeight[s.month - firstMonth] = monthWeight[s.month - firstMonth]! + s.weight;
    counts[s.month - firstMonth] = counts[s.month - firstMonth]! + 1;
  }
  const busyMonths = monthWeight.filter((w) => w > 0);
  if (busyMonths.length < 2) return null;
  const lambda = SMOOTHING * (busyMonths.reduce((a, b) => a + b, 0) / busyMonths.length);

  const groupIds = new Map<string, number>();
  const groupOf = grouped.map((s) => {
    let id = groupIds.get(s.group);
    if (id === undefined) groupIds.set(s.group, (id = groupIds.size));
    return id;
  });
  const levels = new Float64Array(groupIds.size);
  let index: Float64Array = new Float64Array(n);
  for (let round = 0; round < ROUNDS; round++) {
    const groupSum = new Float64Array(levels.length);
    const groupWeight = new Float64Array(levels.length);
    grouped.forEach((s, i) => {
      const g = groupOf[i]!;
      groupSum[g] = groupSum[g]! + s.weight * (s.logPrice - index[s.month - firstMonth]!);
      groupWeight[g] = groupWeight[g]! + s.weight;
    });
    for (let g = 0; g < levels.length; g++) levels[g] = groupSum[g]! / groupWeight[g]!;
    const monthSum = new Float64Array(n);
    grouped.forEach((s, i) => {
      const t = s.month - firstMonth;
      monthSum[t] = monthSum[t]! + s.weight * (s.logPrice - levels[groupOf[i]!]!);
    });
    const monthMean = monthSum.map((sum, t) => (monthWeight[t]! > 0 ? sum / monthWeight[t]! : 0));
    const next = smoothSeries(monthMean, monthWeight, lambda);
    const mean = next.reduce((a, b) => a + b, 0) / n;
    let change = 0;
    for (let t = 0; t < n; t++) {
      next[t] = next[t]! - mean;
      change = Math.max(change, Math.abs(next[t]! - index[t]!));
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

function countBy<T>(items: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
