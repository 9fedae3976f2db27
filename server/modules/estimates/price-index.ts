import { whittakerSmoother } from './smooth-series';

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
 * Sales as columns: the stored rebuild reads them packed (price-index-inputs.ts) and never makes an
 * object per sale. Homes and cells are numeric keys: any numbers that are equal for the same home
 * (a 32-bit hash of the address, or an id given to a string key).
 */
export interface IndexColumns {
  length: number;
  months: Int32Array;
  prices: Float64Array;
  homes: Float64Array;
  cells: Float64Array;
}

/** Columns for this many sales, to be filled in. */
export const newColumns = (length: number): IndexColumns => ({
  length,
  months: new Int32Array(length),
  prices: new Float64Array(length),
  homes: new Float64Array(length),
  cells: new Float64Array(length),
});

export interface FitOptions {
  /** A previous fit of the same place: backfitting starts there, so a small update converges in a few rounds. */
  warmStart?: PriceIndex | null;
  /** Fewer informative sales than this: null, before any fitting (most districts of a thin area). */
  minSales?: number;
}

/** buildPriceIndex of sales given as objects (the estimate and the backtest). */
export function buildPriceIndex(sales: readonly IndexSale[], options: FitOptions = {}): PriceIndex | null {
  return fitPriceIndex(indexColumns(sales), options);
}

/** Columns of sales given as objects: each distinct home or cell key becomes a number. */
export function indexColumns(sales: readonly IndexSale[]): IndexColumns {
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const columns = newColumns(sales.length);
  sales.forEach((s, i) => {
    columns.months[i] = s.month;
    columns.prices[i] = s.price;
    columns.homes[i] = idOf(s.home);
    columns.cells[i] = idOf(s.cell);
  });
  return columns;
}

/**
 * For each item, the rank of its key among the distinct keys (0, 1, ...), and how many distinct
 * keys there are: a sort of a typed array and a binary search each, much cheaper than a Map of
 * millions of keys.
 */
function denseIds(keys: Float64Array, length: number) {
  const sorted = keys.slice(0, length).sort();
  let distinct = 0;
  for (let i = 0; i < length; i++)
    if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i]!;
  const ids = new Int32Array(length);
  for (let i = 0; i < length; i++) {
    const key = keys[i]!;
    let low = 0;
    let high = distinct - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]! < key) low = mid + 1;
      else high = mid;
    }
    ids[i] = low;
  }
  return { ids, distinct };
}

function countIds(ids: Int32Array, distinct: number, include: (i: number) => boolean = () => true) {
  const counts = new Int32Array(distinct);
  for (let i = 0; i < ids.length; i++) if (include(i)) counts[ids[i]!]!++;
  return counts;
}

/**
 * A monthly index from sales by fixed effects: log price = home or cell level + month level. A
 * home sold twice or more is its own group (repeat sales, as Case-Shiller's estimator pairs
 * them); the rest join their postcode cell with a smaller weight (a mix-adjusted mean, so a month
 * of flats is not read as a fall in houses). Fitted by backfitting: group levels given the index,
 * then the index given the group levels, smoothed (smooth-series.ts). Groups of one sale say
 * nothing about change and are left out. Null when fewer than two months carry information.
 */
export function fitPriceIndex(sales: IndexColumns, options: FitOptions = {}): PriceIndex | null {
  const { warmStart = null, minSales = 1 } = options;
  const homes = denseIds(sales.homes, sales.length);
  const homeCounts = countIds(homes.ids, homes.distinct);
  const repeat = (i: number) => homeCounts[homes.ids[i]!]! >= 2;
  const cells = denseIds(sales.cells, sales.length);
  const cellCounts = countIds(cells.ids, cells.distinct, (i) => !repeat(i));
  // The informative sales as columns: month, log price, group (a home, or a cell of single sales), weight.
  let count = 0;
  for (let i = 0; i < sales.length; i++) if (repeat(i) || cellCounts[cells.ids[i]!]! >= 2) count++;
  if (count === 0 || count < minSales) return null;
  const months = new Int32Array(count);
  const y = new Float64Array(count);
  const group = new Int32Array(count);
  const w = new Float64Array(count);
  let firstMonth = Infinity;
  let lastMonth = -Infinity;
  for (let i = 0, j = 0; i < sales.length; i++) {
    const isRepeat = repeat(i);
    if (!isRepeat && cellCounts[cells.ids[i]!]! < 2) continue;
    months[j] = sales.months[i]!;
    y[j] = Math.log(sales.prices[i]!);
    group[j] = isRepeat ? homes.ids[i]! : homes.distinct + cells.ids[i]!;
    w[j] = isRepeat ? 1 : CELL_WEIGHT;
    firstMonth = Math.min(firstMonth, months[j]!);
    lastMonth = Math.max(lastMonth, months[j]!);
    j++;
  }
  const n = lastMonth - firstMonth + 1;
  const t = months.map((month) => month - firstMonth);
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

  const groups = homes.distinct + cells.distinct;
  const groupWeight = new Float64Array(groups);
  for (let i = 0; i < count; i++) groupWeight[group[i]!] = groupWeight[group[i]!]! + w[i]!;
  const levels = new Float64Array(groups);
  let index: Float64Array = new Float64Array(n);
  if (warmStart) for (let m = 0; m < n; m++) index[m] = logLevelAt(warmStart, firstMonth + m);
  const monthMean = new Float64Array(n);
  for (let round = 0; round < ROUNDS; round++) {
    levels.fill(0);
    for (let i = 0; i < count; i++) levels[group[i]!] = levels[group[i]!]! + w[i]! * (y[i]! - index[t[i]!]!);
    // Groups with no informative sale (a home sold once) have no weight and no level.
    for (let g = 0; g < groups; g++) if (groupWeight[g]! > 0) levels[g] = levels[g]! / groupWeight[g]!;
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
