/**
 * The tax a buyer pays on a home in England (Stamp Duty Land Tax, HMRC) or Wales (Land Transaction
 * Tax, Welsh Revenue Authority), for the residential rates in force since 1 April 2025 (SDLT) and
 * 11 December 2024 (LTT higher rates; LTT main rates unchanged since 10 October 2022).
 *
 * Each band's rate applies only to the part of the price inside that band. The tax is rounded down
 * to the whole pound, as both authorities' calculators do.
 */

export const TAX_NATIONS = ['england', 'wales'] as const;
export type TaxNation = (typeof TAX_NATIONS)[number];

export const BUYER_CASES = ['standard', 'first-time-buyer', 'additional-home'] as const;
export type BuyerCase = (typeof BUYER_CASES)[number];

export const BUYER_CASE_LABELS: Record<BuyerCase, string> = {
  standard: 'Moving home',
  'first-time-buyer': 'First-time buyer',
  'additional-home': 'Additional home (second home or buy-to-let)',
};

export const TAX_NAMES: Record<TaxNation, string> = {
  england: 'Stamp Duty Land Tax',
  wales: 'Land Transaction Tax',
};

/** Where the rates come from, for the page to cite. */
export const TAX_RATES_IN_FORCE: Record<TaxNation, string> = {
  england: 'HMRC residential rates from 1 April 2025',
  wales: 'Welsh Revenue Authority residential rates (higher rates from 11 December 2024)',
};

/** A band's rate in basis points (1% = 100), so 8.5% stays exact. `upTo` null: no upper end. */
interface Band {
  upTo: number | null;
  basisPoints: number;
}

const SDLT_STANDARD: Band[] = [
  { upTo: 125_000, basisPoints: 0 },
  { upTo: 250_000, basisPoints: 200 },
  { upTo: 925_000, basisPoints: 500 },
  { upTo: 1_500_000, basisPoints: 1000 },
  { upTo: null, basisPoints: 1200 },
];
/** First-time buyers' relief: only for a price of at most £500,000; above it, the standard rates. */
const SDLT_FIRST_TIME_BUYER: Band[] = [
  { upTo: 300_000, basisPoints: 0 },
  { upTo: 500_000, basisPoints: 500 },
];
const SDLT_FIRST_TIME_BUYER_LIMIT = 500_000;
/** Higher rates for additional dwellings: 5 points on every standard band (from 31 October 2024). */
const SDLT_SURCHARGE_BASIS_POINTS = 500;

const LTT_MAIN: Band[] = [
  { upTo: 225_000, basisPoints: 0 },
  { upTo: 400_000, basisPoints: 600 },
  { upTo: 750_000, basisPoints: 750 },
  { upTo: 1_500_000, basisPoints: 1000 },
  { upTo: null, basisPoints: 1200 },
];
const LTT_HIGHER: Band[] = [
  { upTo: 180_000, basisPoints: 500 },
  { upTo: 250_000, basisPoints: 850 },
  { upTo: 400_000, basisPoints: 1000 },
  { upTo: 750_000, basisPoints: 1250 },
  { upTo: 1_500_000, basisPoints: 1500 },
  { upTo: null, basisPoints: 1700 },
];

/** Below this price neither authority charges its higher rates (nor, in practice, any tax). */
const HIGHER_RATES_FROM = 40_000;

export interface TaxBandShare {
  /** Pounds: the part of the price from `from` (exclusive) to `to` (inclusive). */
  from: number;
  to: number | null;
  /** Percent, e.g. 8.5. */
  rate: number;
  /** The tax on this band's part of the price, in pounds (not rounded). */
  tax: number;
}

export interface StampDutyResult {
  nation: TaxNation;
  buyerCase: BuyerCase;
  taxName: string;
  /** Whole pounds, rounded down. */
  tax: number;
  /** Percent of the price, one decimal. */
  effectiveRate: number;
  bands: TaxBandShare[];
  /** Why the buyer's case was not applied as chosen, when it was not. */
  note?: string;
}

/** The tax on `price` (whole pounds) for a buyer in `buyerCase`, on a home in `nation`. */
export function stampDuty(price: number, buyerCase: BuyerCase, nation: TaxNation): StampDutyResult {
  const amount = Math.max(0, Math.floor(price));
  const { bands, note } = bandsFor(amount, buyerCase, nation);
  const shares = bands.map((band, index) => {
    const from = index === 0 ? 0 : (bands[index - 1]!.upTo ?? 0);
    const top = band.upTo === null ? amount : Math.min(amount, band.upTo);
    const portion = Math.max(0, top - from);
    return { from, to: band.upTo, rate: band.basisPoints / 100, portion, basisPoints: band.basisPoints };
  });
  // Integer pence-free arithmetic: portion × basis points is exact, divided once at the end.
  const tax = Math.floor(shares.reduce((sum, s) => sum + s.portion * s.basisPoints, 0) / 10_000);
  return {
    nation,
    buyerCase,
    taxName: TAX_NAMES[nation],
    tax,
    effectiveRate: amount === 0 ? 0 : Math.round((tax / amount) * 1000) / 10,
    bands: shares.map(({ from, to, rate, portion, basisPoints }) => ({
      from,
      to,
      rate,
      tax: (portion * basisPoints) / 10_000,
    })),
    note,
  };
}

function bandsFor(price: number, buyerCase: BuyerCase, nation: TaxNation): { bands: Band[]; note?: string } {
  if (buyerCase === 'additional-home') {
    if (price < HIGHER_RATES_FROM)
      return {
        bands: nation === 'england' ? SDLT_STANDARD : LTT_MAIN,
        note: 'Higher rates do not apply to homes under £40,000',
      };
    if (nation === 'wales') return { bands: LTT_HIGHER };
    return {
      bands: SDLT_STANDARD.map((b) => ({ ...b, basisPoints: b.basisPoints + SDLT_SURCHARGE_BASIS_POINTS })),
    };
  }
  if (buyerCase === 'first-time-buyer') {
    if (nation === 'wales')
      return { bands: LTT_MAIN, note: 'Wales has no first-time buyer relief: the main rates apply' };
    if (price > SDLT_FIRST_TIME_BUYER_LIMIT)
      return {
        bands: SDLT_STANDARD,
        note: 'First-time buyer relief only applies up to £500,000: the standard rates apply',
      };
    return { bands: SDLT_FIRST_TIME_BUYER };
  }
  return { bands: nation === 'england' ? SDLT_STANDARD : LTT_MAIN };
}

/**
 * Postcode areas wholly or mostly in Wales. A border area (CH, SY, HR, NP in part) is taken as the
 * country most of its homes are in; the page lets the buyer switch.
 */
const WELSH_POSTCODE_AREAS = new Set(['CF', 'LD', 'LL', 'NP', 'SA']);

/** The nation whose tax applies to a home at this postcode, as a default the buyer can change. */
export function taxNationForPostcode(postcode: string): TaxNation {
  const area = /^\s*([A-Za-z]{1,2})/.exec(postcode)?.[1]?.toUpperCase();
  return area && WELSH_POSTCODE_AREAS.has(area) ? 'wales' : 'england';
}
