/**
 * A listing's material information (National Trading Standards, parts A to C) and the UK search
 * filters built on it: the lists every form, filter and check shares. No zod here, so the web
 * app's first paint can use them without loading the validator.
 */

export const TENURES = ['Freehold', 'Leasehold', 'Share of freehold'] as const;
export type Tenure = (typeof TENURES)[number];
/** Tenures that come with a lease, hence lease years and ground rent. */
export const LEASE_TENURES: readonly Tenure[] = ['Leasehold', 'Share of freehold'];

/** How the home is built, as UK portals list it. */
export const BUILT_FORMS = [
  'Detached',
  'Semi-detached',
  'Terraced',
  'End of terrace',
  'Flat or maisonette',
  'Bungalow',
  'Park home',
] as const;
export type BuiltForm = (typeof BUILT_FORMS)[number];

/** England and Scotland use A to H; Wales adds I (revaluation of 2005). */
export const COUNCIL_TAX_BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
export type CouncilTaxBand = (typeof COUNCIL_TAX_BANDS)[number];
export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];

export const MAX_LEASE_YEARS = 999;
/** Annual ground rent and service charge, whole pounds. */
export const MAX_ANNUAL_CHARGE = 1_000_000;

/**
 * Postcode areas with addresses in Wales (CF, LD, LL, NP and SA wholly; CH, HR and SY across the
 * border). Council tax band I exists only in Wales; the postcode area is what a listing knows of
 * its country, so I is accepted in these areas and refused elsewhere.
 */
export const WELSH_POSTCODE_AREAS = ['CF', 'CH', 'HR', 'LD', 'LL', 'NP', 'SA', 'SY'] as const;

export const postcodeArea = (postcode: string) => /^[A-Za-z]{1,2}/.exec(postcode.trim())?.[0].toUpperCase();
export const mayBeInWales = (postcode: string) =>
  (WELSH_POSTCODE_AREAS as readonly string[]).includes(postcodeArea(postcode) ?? '');

export const materialMessages = {
  bandIOutsideWales: 'Council tax band I exists only in Wales: use A to H for this postcode',
  leaseNeedsLeasehold: 'Lease years and ground rent apply only to leasehold or share of freehold homes',
} as const;

/** 1 sq ft is 0.09290304 m²; floor areas are shown to the nearest whole m². */
export const SQM_PER_SQFT = 0.09290304;
export const sqftToSqm = (sqft: number) => Math.round(sqft * SQM_PER_SQFT);

/**
 * Search radius in miles around the location, as UK portals offer it; 0 is "This area only"
 * (the location's own town, county, street or postcode, no circle).
 */
export const SEARCH_RADII = [0, 0.25, 0.5, 1, 3, 5, 10, 15, 20, 30, 40] as const;
export type SearchRadius = (typeof SEARCH_RADII)[number];
export const radiusLabel = (miles: number) =>
  miles === 0
    ? 'This area only'
    : `Within ${miles === 0.25 ? '¼' : miles === 0.5 ? '½' : miles} mile${miles === 1 || miles < 1 ? '' : 's'}`;

/** 'Added to site': within the last 24 hours, 3, 7 or 14 days. */
export const ADDED_WITHIN_DAYS = [1, 3, 7, 14] as const;
export type AddedWithinDays = (typeof ADDED_WITHIN_DAYS)[number];
export const addedWithinLabel = (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);

/** Minimum and maximum price choices, in the steps Rightmove offers (£50k to £15m). */
export const PRICE_STEPS = [
  50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 110_000, 120_000, 125_000, 130_000, 140_000, 150_000,
  160_000, 170_000, 175_000, 180_000, 190_000, 200_000, 210_000, 220_000, 230_000, 240_000, 250_000, 260_000,
  270_000, 280_000, 290_000, 300_000, 325_000, 350_000, 375_000, 400_000, 425_000, 450_000, 475_000, 500_000,
  550_000, 600_000, 650_000, 700_000, 800_000, 900_000, 1_000_000, 1_250_000, 1_500_000, 1_750_000, 2_000_000,
  2_500_000, 3_000_000, 4_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000,
] as const;

/** A label's URL form: 'Share of freehold' -> 'share-of-freehold'. */
export const slugOf = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

/** The list entry a client meant, whatever its case, spaces or hyphens; undefined if none. */
export function matchLabel<T extends string>(labels: readonly T[], text: string): T | undefined {
  const wanted = slugOf(text.trim());
  return labels.find((label) => slugOf(label) === wanted);
}

/** What happened to a listing, as its history lists it. */
export const LISTING_EVENTS = ['listed', 'reduced', 'increased', 'status'] as const;
export type ListingEvent = (typeof LISTING_EVENTS)[number];
