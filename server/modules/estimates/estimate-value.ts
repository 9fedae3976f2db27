import { logLevelAt, type PriceIndex } from './price-index';
import { monthOf, yearsBefore, yearsBetween } from './months';
import { districtOf, sectorOf } from './postcode-parts';
import { confidenceOf, RANGE, type Confidence } from './calibration';

/** A standard residential sale (category A, type D/S/T/F) offered as evidence. */
export interface EvidenceSale {
  transactionId: string;
  price: number;
  date: string;
  postcode: string;
  /** SAON|PAON|STREET, normalised (sold/address.ts): one home within its postcode. */
  addressKey: string;
  street: string;
  paon: string;
  saon: string;
  type: 'D' | 'S' | 'T' | 'F';
  tenure: string;
  newBuild: boolean;
  fullAddress: string;
}

/** The home being valued; type H is a house whose form (detached, semi, terrace) is not known. */
export type Subject = Pick<
  EvidenceSale,
  'postcode' | 'addressKey' | 'street' | 'paon' | 'saon' | 'tenure' | 'newBuild'
> & {
  type: EvidenceSale['type'] | 'H';
};

/** Whether a sale is of the subject's type (any house for H). */
export const sameType = (wanted: Subject['type'], type: EvidenceSale['type']) =>
  wanted === 'H' ? type !== 'F' : type === wanted;

export type Relation = 'building' | 'postcode' | 'street' | 'sector' | 'district';

export interface Comparable extends EvidenceSale {
  relation: Relation;
  /** The price moved to the valuation date by the local index (and new-build premium). */
  adjustedPrice: number;
  /** Share of the estimate, 0-1; with the home's own last sale, all weights sum to 1. */
  weight: number;
}

export type Method = 'repeat-sale' | 'comparables' | 'repeat-sale-and-comparables';

export interface ValueEstimate {
  estimate: number;
  low: number;
  high: number;
  confidence: Confidence;
  method: Method;
  lastSale: (EvidenceSale & { adjustedPrice: number; weight: number }) | null;
  /** The comparables that weigh most, heaviest first (at most MAX_COMPARABLES_SHOWN). */
  comparables: Comparable[];
  /** The rest of the comparables used: how many, and their share of the estimate together. */
  otherComparables: { count: number; weight: number };
}

export type EstimateOutcome =
  { kind: 'estimate'; value: ValueEstimate } | { kind: 'withheld'; reason: string };

export interface EstimateInput {
  subject: Subject;
  /** Only sales dated before this day count. */
  asOf: string;
  /** The home's own sales and sales around it (its sector, and its district when the sector is thin). */
  sales: readonly EvidenceSale[];
  /** The local index for the subject's kind of home (flats or houses) in its district. */
  index: PriceIndex | null;
}

/** The working lists this many comparables; the rest are counted with their total weight. */
export const MAX_COMPARABLES_SHOWN = 30;
/** Comparables older than this are not used. */
export const LOOKBACK_YEARS = 10;
/** Fewer comparables of the same type than this in the sector: the district is used. */
export const MIN_SECTOR_COMPARABLES = 8;
/** With no sale of the home itself, fewer comparables than this give no estimate. */
export const MIN_COMPARABLES = 3;
/** A comparable's weight halves with every this many years of age. */
const HALF_LIFE_YEARS = 2;
/** How far a street's, postcode's or building's own mean is trusted, in recent-sale weights. */
const SHRINK = { street: 1, postcode: 1, neighbours: 1, building: 1 } as const;
/** Houses this close in number on the same side of the street were most likely built alike. */
const NEIGHBOUR_NUMBERS = 10;
/** New homes sell at a premium over the same home resold (log scale, about 8%). */
const NEW_BUILD_PREMIUM = 0.08;
/** A different tenure (a leasehold house, a share of freehold flat) counts for less. */
const OTHER_TENURE_WEIGHT = 0.5;
/** The home's own last sale, indexed, takes this share when recent; it halves every REPEAT_HALF_LIFE years. */
const REPEAT_SHARE = 0.9;
const REPEAT_HALF_LIFE = 20;
/**
 * Detached houses valued from their comparables came out too high: a sector's detached sales include
 * its largest houses, so their mean sits above a typical one. The median log(price / estimate) of
 * detached estimates on the calibration window (SW19 2012-2015) was -0.12, and again -0.12 on
 * 2016-2019 when tested there; other types were within 0.01 of 0 and are left alone.
 */
export const COMPARABLES_BIAS: Partial<Record<Subject['type'], number>> = { D: -0.12 };

/**
 * A home resold within QUICK_RESALE_YEARS was often bought to be done up, so its last price says
 * less about its price now than an older sale does (the backtest's error was twice as large).
 */
const QUICK_RESALE_YEARS = 2;
const QUICK_RESALE_SHARE = 0.3;
const repeatShareOf = (years: number) =>
  years < QUICK_RESALE_YEARS ? QUICK_RESALE_SHARE : REPEAT_SHARE * 0.5 ** (years / REPEAT_HALF_LIFE);

const premium = (newBuild: boolean) => (newBuild ? NEW_BUILD_PREMIUM : 0);

/**
 * What a home is worth on `asOf`, from sales before that day: its own last sale moved by the local
 * index, blended with comparables. Each comparable's price is moved to `asOf` by the index; the
 * estimate is their weighted mean (geometric), starting from the sector's (or district's) mean and
 * moving towards the street's, then the postcode's, then the building's, as far as each has sales
 * to say so (shrinkage). Newer sales weigh more; other tenures and new-build status count less.
 */
export function estimateValue(input: EstimateInput): EstimateOutcome {
  const { subject, asOf, index } = input;
  const from = yearsBefore(asOf, LOOKBACK_YEARS);
  const own: EvidenceSale[] = [];
  const ofType: EvidenceSale[] = [];
  for (const s of input.sales) {
    if (s.date >= asOf) continue;
    if (s.postcode === subject.postcode && s.addressKey === subject.addressKey) own.push(s);
    else if (sameType(subject.type, s.type) && s.date >= from) ofType.push(s);
  }
  own.sort((a, b) => b.date.localeCompare(a.date));
  const sector = ofType.filter((s) => sectorOf(s.postcode) === sectorOf(subject.postcode));
  const pool =
    sector.length >= MIN_SECTOR_COMPARABLES
      ? sector
      : ofType.filter((s) => districtOf(s.postcode) === districtOf(subject.postcode));
  const lastSale = own[0];
  if (!index)
    return {
      kind: 'withheld',
      reason: 'There are too few sales in the area to follow its prices over time.',
    };
  if (!lastSale && pool.length < MIN_COMPARABLES) {
    return {
      kind: 'withheld',
      reason: `This home has no earlier sale on record, and fewer than ${MIN_COMPARABLES} homes of its type have sold near it in the last ${LOOKBACK_YEARS} years.`,
    };
  }
  const asOfLevel = logLevelAt(index, monthOf(asOf));
  const adjust = (s: EvidenceSale) =>
    Math.log(s.price) +
    asOfLevel -
    logLevelAt(index, monthOf(s.date)) -
    premium(s.newBuild) +
    premium(subject.newBuild);

  const weights = comparableWeights(subject, pool, asOf);
  const logs = pool.map(adjust);
  const bias = COMPARABLES_BIAS[subject.type] ?? 0;
  const comparablesLog = logs.reduce((sum, value, i) => sum + value * weights[i]!, bias);

  const repeatShare = lastSale
    ? pool.length === 0
      ? 1
      : repeatShareOf(yearsBetween(lastSale.date, asOf))
    : 0;
  const lastLog = lastSale ? adjust(lastSale) : 0;
  const estimateLog = repeatShare * lastLog + (1 - repeatShare) * comparablesLog;
  const method: Method = !lastSale
    ? 'comparables'
    : pool.length === 0
      ? 'repeat-sale'
      : 'repeat-sale-and-comparables';

  const shown = topIndexes(weights, MAX_COMPARABLES_SHOWN);
  const comparables: Comparable[] = shown.map((i) => ({
    ...pool[i]!,
    relation: relationOf(subject, pool[i]!),
    adjustedPrice: Math.round(Math.exp(logs[i]!)),
    weight: weights[i]! * (1 - repeatShare),
  }));
  const shownWeight = comparables.reduce((sum, c) => sum + c.weight, 0);
  const confidence = confidenceOf({
    method,
    yearsSinceLastSale: lastSale ? yearsBetween(lastSale.date, asOf) : null,
    // The evidence's spread around the estimate: the comparables as corrected.
    comparables: logs.map((logAdjusted, i) => ({
      logAdjusted: logAdjusted + bias,
      weight: weights[i]! * (1 - repeatShare),
    })),
    estimateLog,
  });
  const estimate = Math.exp(estimateLog);
  return {
    kind: 'estimate',
    value: {
      estimate: roundPrice(estimate),
      low: roundPrice(estimate * RANGE[confidence].low),
      high: roundPrice(estimate * RANGE[confidence].high),
      confidence,
      method,
      lastSale: lastSale
        ? { ...lastSale, adjustedPrice: Math.round(Math.exp(lastLog)), weight: repeatShare }
        : null,
      comparables,
      otherComparables: {
        count: pool.length - comparables.length,
        weight: Math.max(0, 1 - repeatShare - shownWeight),
      },
    },
  };
}

/** Positions of the `count` largest weights, largest first. */
function topIndexes(weights: readonly number[], count: number): number[] {
  const order = Array.from(weights.keys());
  if (order.length > count * 4) {
    // A threshold first, so only the few above it are sorted.
    const cut = [...weights].sort((a, b) => b - a)[count - 1]!;
    return order
      .filter((i) => weights[i]! >= cut)
      .sort((a, b) => weights[b]! - weights[a]!)
      .slice(0, count);
  }
  return order.sort((a, b) => weights[b]! - weights[a]!).slice(0, count);
}

const houseNumber = (paon: string) => {
  const match = /^(\d+)/.exec(paon);
  return match ? Number(match[1]) : null;
};

/** Same street, same side (parity), within NEIGHBOUR_NUMBERS doors: not in a block of flats. */
function isNeighbour(subject: Subject, sale: EvidenceSale): boolean {
  if (subject.saon || sale.saon || !subject.street || sale.street !== subject.street) return false;
  const own = houseNumber(subject.paon);
  const theirs = houseNumber(sale.paon);
  if (own === null || theirs === null) return false;
  return own % 2 === theirs % 2 && Math.abs(own - theirs) <= NEIGHBOUR_NUMBERS;
}

/** Estimates are given to the nearest £1,000, as no sale is known closer than that. */
const roundPrice = (price: number) => Math.round(price / 1000) * 1000;

function relationOf(subject: Subject, sale: EvidenceSale): Relation {
  if (subject.saon && sale.paon === subject.paon && sale.street === subject.street) return 'building';
  if (sale.postcode === subject.postcode) return 'postcode';
  if (sale.street && sale.street === subject.street) return 'street';
  return sectorOf(sale.postcode) === sectorOf(subject.postcode) ? 'sector' : 'district';
}

/**
 * Each comparable's share (summing to 1): the area's weighted mean, moved towards each narrower
 * group's mean by how much weight that group carries against SHRINK. Written as weights so the
 * working can show what each sale contributed.
 */
function comparableWeights(subject: Subject, pool: readonly EvidenceSale[], asOf: string): number[] {
  const base = pool.map(
    (s) =>
      0.5 ** (yearsBetween(s.date, asOf) / HALF_LIFE_YEARS) *
      (s.tenure === subject.tenure ? 1 : OTHER_TENURE_WEIGHT),
  );
  const total = base.reduce((a, b) => a + b, 0);
  let shares = base.map((w) => (total > 0 ? w / total : 0));
  const levels: [keyof typeof SHRINK, (s: EvidenceSale) => boolean][] = [
    ['street', (s) => !!s.street && s.street === subject.street],
    ['postcode', (s) => s.postcode === subject.postcode],
    ['neighbours', (s) => isNeighbour(subject, s)],
    ['building', (s) => !!subject.saon && s.paon === subject.paon && s.street === subject.street],
  ];
  for (const [level, inGroup] of levels) {
    const members = pool.map(inGroup);
    const groupWeight = base.reduce((sum, w, i) => sum + (members[i] ? w : 0), 0);
    if (groupWeight === 0) continue;
    const k = SHRINK[level];
    shares = shares.map((share, i) => (k * share + (members[i] ? base[i]! : 0)) / (groupWeight + k));
  }
  return shares;
}
