/** Listing constants without zod, so the web app's first paint can use them without loading the validator. */

/** Every type a listing may have: the form types plus those the preferences screen offers (SPEC 3). */
export const PROPERTY_TYPES = [
  'House',
  'Apartment',
  'Condo',
  'Townhome',
  'Flat',
  'Bungalow',
  'Cottage',
  'Townhouse',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** The listed type a client meant, whatever its case or spaces ('house ' -> 'House'); undefined if none. */
export const matchPropertyType = (text: string): PropertyType | undefined =>
  PROPERTY_TYPES.find((type) => type.toLowerCase() === text.trim().toLowerCase());

/** Sort keys of the home page's sort dropdown (SPEC 2, Home). */
export const PROPERTY_SORTS = [
  'newest',
  'price-low',
  'price-high',
  'sqft',
  'domain-az',
  'domain-za',
  'location',
] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/**
 * Statuses of a listing still on the market (the spec's 'available', 'new' and 'reduced', SPEC data model): the
 * sitemap lists these, and structured data calls them in stock. Others ('sold'...) are not.
 */
export const ON_MARKET_STATUSES = ['available', 'new', 'reduced'] as const;

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** Deeper pages are never browsed by people; the cap keeps OFFSET scans bounded. */
export const MAX_OFFSET = 1_000_000;
export const LOCATION_MAX = 100;
/** The response header carrying the number of matches before paging. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * Price-range labels of the home filter, with both ends inclusive: a buyer choosing "£0 - £300k"
 * expects to see a home at exactly £300,000. The spec's `$` labels are accepted as the same ranges.
 */
export const PRICE_RANGES = [
  { label: '£0 - £300k', min: 0, max: 300_000 },
  { label: '£300k - £500k', min: 300_000, max: 500_000 },
  { label: '£500k - £750k', min: 500_000, max: 750_000 },
  { label: '£750k+', min: 750_000, max: undefined },
] as const;
export type PriceRangeLabel = (typeof PRICE_RANGES)[number]['label'];
