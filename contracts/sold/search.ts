import { z } from 'zod';
import {
  blankToUndefined,
  lower,
  parseSoldLocation,
  SOLD_CATEGORIES,
  SOLD_PROPERTY_TYPES,
  SOLD_SOURCE,
  SOLD_TENURES,
  upper,
} from './common';
import { searchAreaSchema } from '../search-area-schema';

/** GET /api/sold-prices: the search's parameters, answer headers, messages and results. */

export const SOLD_RADII = [0, 0.25, 0.5, 1, 3, 5, 10] as const;
export const DEFAULT_SOLD_RADIUS = 1;
export const SOLD_TIME_RANGES = ['all', '3months', '6months', '1year', '2years', '5years'] as const;
export type SoldTimeRange = (typeof SOLD_TIME_RANGES)[number];
/** `date` and `price` are accepted as `newest` and `price-desc`. */
export const SOLD_SORTS = [
  'newest',
  'oldest',
  'price-desc',
  'price-asc',
  'distance',
  'date',
  'price',
] as const;
export type SoldSort = (typeof SOLD_SORTS)[number];
export const SOLD_PAGE_SIZE = 50;
export const SOLD_MAX_PAGE_SIZE = 200;
/** Nobody pages this deep; the cap keeps OFFSET scans bounded. */
export const SOLD_MAX_OFFSET = 100_000;
const PRICE_MAX = 2_147_483_647;
/** Response headers of GET /api/sold-prices (the body stays a plain array, SPEC 7). */
export const SOLD_HEADERS = {
  /** Matches before paging. */
  totalCount: 'x-total-count',
  attribution: 'x-attribution',
  /** `loaded`, `loading` (an import is running) or `empty` (no sold data at all). */
  dataStatus: 'x-sold-data',
  /** The location as searched, normalised: `SW19 1AA`, `SW19 1` or `SW19`. */
  location: 'x-search-location',
  /** `postcode`, `sector` or `district`; `drawn` for a drawn area. */
  area: 'x-search-area',
} as const;

export const soldMessages = {
  locationRequired: 'Location is required',
  locationRepeated: 'Search one location at a time',
  locationTooShort: 'Location must be at least 3 characters',
  locationInvalid:
    'Enter a valid UK postcode, e.g. SW19 1AA (or a postcode sector or district such as SW19 1 or SW19)',
  postcodeInvalid: 'Enter a valid UK postcode, e.g. SW19 1AA',
  radius: 'Radius must be one of 0, 0.25, 0.5, 1, 3, 5 or 10 miles',
  timeRange: 'Time range must be one of all, 3months, 6months, 1year, 2years or 5years',
  limit: `Limit must be a whole number from 1 to ${SOLD_MAX_PAGE_SIZE}`,
  offset: `Offset must be a whole number from 0 to ${SOLD_MAX_OFFSET}`,
  propertyType:
    'Property type must be D (detached), S (semi-detached), T (terraced), F (flat/maisonette) or O (other)',
  newBuild: 'newBuild must be true or false',
  tenure: 'Tenure must be F (freehold), L (leasehold) or U (unknown)',
  category: 'Category must be A (standard sales), B (additional sales) or all',
  minPrice: 'Minimum price must be a whole number of pounds, 0 or more',
  maxPrice: 'Maximum price must be a whole number of pounds, 0 or more',
  priceOrder: 'Minimum price must not be more than maximum price',
  sort: `Sort must be one of ${SOLD_SORTS.join(', ')}`,
  distanceNeedsRadius: 'Sorting by distance needs a search radius above 0',
  addressRequired: 'Address is required',
  postcodeNotFound: 'Postcode not found',
  areaNotSorted: 'Sorting by distance needs a postcode and radius, not a drawn area',
  propertyNotFound: 'Property not found',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

// The schemas below are built in functions called as pure (as in search-area-schema.ts): the web
// app imports this module for its constants alone, and the schemas left behind loaded zod, and
// built them, on every sold prices page.
const locationSchema = /* @__PURE__ */ (() =>
  z
    .string({
      // A repeated ?location= arrives as a list: one search has one place.
      error: (issue) =>
        Array.isArray(issue.input) ? soldMessages.locationRepeated : soldMessages.locationRequired,
    })
    .trim()
    .min(1, { error: soldMessages.locationRequired })
    .min(3, { error: soldMessages.locationTooShort })
    .max(100, { error: soldMessages.locationInvalid })
    .refine((value) => parseSoldLocation(value) !== null, { error: soldMessages.locationInvalid }))();

/**
 * GET /api/sold-prices query. Blank parameters count as absent, so an empty form field means the
 * default. A drawn `area` (contracts/search-area.ts) replaces the location and radius as what is
 * searched: the sales at postcodes inside it; a location sent with it is only reported back.
 */
export const soldSearchQuerySchema = /* @__PURE__ */ (() =>
  z
    .object({
      location: z.preprocess(blankToUndefined, locationSchema.optional()),
      area: z.preprocess(blankToUndefined, searchAreaSchema.optional()),
      radius: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ error: soldMessages.radius })
          .refine((r) => (SOLD_RADII as readonly number[]).includes(r), { error: soldMessages.radius })
          .default(DEFAULT_SOLD_RADIUS),
      ),
      timeRange: z.preprocess(
        lower,
        z.enum(SOLD_TIME_RANGES, { error: soldMessages.timeRange }).default('all'),
      ),
      limit: z.preprocess(
        blankToUndefined,
        wholeNumber(soldMessages.limit, 1, SOLD_MAX_PAGE_SIZE).default(SOLD_PAGE_SIZE),
      ),
      offset: z.preprocess(blankToUndefined, wholeNumber(soldMessages.offset, 0, SOLD_MAX_OFFSET).default(0)),
      propertyType: z.preprocess(
        (v) => blankToUndefined(upper(v)),
        z.enum(SOLD_PROPERTY_TYPES, { error: soldMessages.propertyType }).optional(),
      ),
      newBuild: z.preprocess(
        (v) => blankToUndefined(lower(v)),
        z
          .enum(['true', 'false'], { error: soldMessages.newBuild })
          .transform((v) => v === 'true')
          .optional(),
      ),
      tenure: z.preprocess(
        (v) => blankToUndefined(upper(v)),
        z.enum(SOLD_TENURES, { error: soldMessages.tenure }).optional(),
      ),
      category: z.preprocess(
        (v) => blankToUndefined(typeof v === 'string' && v.trim().toLowerCase() === 'all' ? 'all' : upper(v)),
        z.enum(SOLD_CATEGORIES, { error: soldMessages.category }).default('A'),
      ),
      minPrice: z.preprocess(blankToUndefined, wholeNumber(soldMessages.minPrice, 0, PRICE_MAX).optional()),
      maxPrice: z.preprocess(blankToUndefined, wholeNumber(soldMessages.maxPrice, 0, PRICE_MAX).optional()),
      sort: z.preprocess(
        (v) => blankToUndefined(lower(v)),
        z.enum(SOLD_SORTS, { error: soldMessages.sort }).default('newest'),
      ),
    })
    .refine((q) => q.location !== undefined || q.area !== undefined, {
      error: soldMessages.locationRequired,
      path: ['location'],
    })
    .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
      error: soldMessages.priceOrder,
      path: ['minPrice'],
    })
    .refine((q) => q.sort !== 'distance' || q.area === undefined, {
      error: soldMessages.areaNotSorted,
      path: ['sort'],
    })
    .refine((q) => q.sort !== 'distance' || q.radius > 0, {
      error: soldMessages.distanceNeedsRadius,
      path: ['sort'],
    }))();
export type SoldSearchQuery = z.output<typeof soldSearchQuerySchema>;

/** One sale in search results (SPEC 3 "Sold-price result", plus the raw fields). */
export const soldResultSchema = z.object({
  /** HM Land Registry transaction id (lower-case uuid). */
  id: z.string(),
  address: z.string(),
  postcode: z.string().nullable(),
  /** YYYY-MM-DD. */
  date: z.string(),
  /** In words: Detached, Semi-Detached, Terraced, Flat/Maisonette, Other. */
  propertyType: z.string(),
  source: z.literal(SOLD_SOURCE),
  formattedPrice: z.string(),
  isAuthentic: z.literal(true),
  /** Miles from the search centre, 2 decimals; only when the radius is above 0. */
  distance: z.number().optional(),
  price: z.number().int(),
  paon: z.string().nullable(),
  saon: z.string().nullable(),
  street: z.string().nullable(),
  locality: z.string().nullable(),
  town: z.string().nullable(),
  district: z.string().nullable(),
  county: z.string().nullable(),
  /** Freehold, Leasehold or Unknown. */
  tenure: z.string(),
  newBuild: z.boolean(),
  /** A (standard price paid) or B (additional: repossessions, buy-to-let, company sales). */
  category: z.string(),
  /** The postcode's centroid, when known. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SoldResult = z.infer<typeof soldResultSchema>;
export const soldResultsSchema = z.array(soldResultSchema);
