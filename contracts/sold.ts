import { isValid, toNormalised, validOutcode } from 'postcode';
import { z } from 'zod';

/** Open Government Licence attribution every response carrying sold data includes. */
export const SOLD_ATTRIBUTION =
  'Contains HM Land Registry data © Crown copyright and database right. This data is licensed under the Open Government Licence v3.0.';
export const SOLD_SOURCE = 'HM Land Registry';

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
export const SOLD_PROPERTY_TYPES = ['D', 'S', 'T', 'F', 'O'] as const;
export type SoldPropertyType = (typeof SOLD_PROPERTY_TYPES)[number];
/** HM Land Registry's words for its property type codes, as results carry them. */
export const SOLD_PROPERTY_TYPE_LABELS: Record<SoldPropertyType, string> = {
  D: 'Detached',
  S: 'Semi-Detached',
  T: 'Terraced',
  F: 'Flat/Maisonette',
  O: 'Other',
};
/** Tenure is HM Land Registry's "duration" column. */
export const SOLD_TENURES = ['F', 'L', 'U'] as const;
export type SoldTenure = (typeof SOLD_TENURES)[number];
export const SOLD_TENURE_LABELS: Record<SoldTenure, string> = {
  F: 'Freehold',
  L: 'Leasehold',
  U: 'Unknown',
};
export const SOLD_CATEGORIES = ['A', 'B', 'all'] as const;
export const SOLD_PAGE_SIZE = 50;
export const SOLD_MAX_PAGE_SIZE = 200;
/** Nobody pages this deep; the cap keeps OFFSET scans bounded. */
export const SOLD_MAX_OFFSET = 100_000;
const PRICE_MAX = 2_147_483_647;
/** Nearby sales listed on a property's history page (SPEC 9). */
export const NEARBY_SALES_MAX = 8;

/** Response headers of GET /api/sold-prices (the body stays a plain array, SPEC 7). */
export const SOLD_HEADERS = {
  /** Matches before paging. */
  totalCount: 'x-total-count',
  attribution: 'x-attribution',
  /** `loaded`, `loading` (an import is running) or `empty` (no sold data at all). */
  dataStatus: 'x-sold-data',
  /** The location as searched, normalised: `SW19 1AA`, `SW19 1` or `SW19`. */
  location: 'x-search-location',
  /** `postcode`, `sector` or `district`. */
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
  propertyNotFound: 'Property not found',
} as const;

export type SoldLocationKind = 'postcode' | 'sector' | 'district';
export interface SoldLocation {
  kind: SoldLocationKind;
  /** Normalised: `SW19 1AA`, `SW19 1` or `SW19`. */
  value: string;
}

/**
 * A full postcode, a sector (`CT11 7`) or an outward code (`CT11`), in any case and spacing;
 * null for anything else. `E17` is the district, never sector 7 of E1.
 */
export function parseSoldLocation(input: string): SoldLocation | null {
  const text = input.trim().toUpperCase().replace(/\s+/g, ' ');
  if (isValid(text)) {
    const value = toNormalised(text);
    return value ? { kind: 'postcode', value } : null;
  }
  if (validOutcode(text)) return { kind: 'district', value: text };
  const sector = /^([A-Z0-9]{2,4}) ?([0-9])$/.exec(text);
  if (sector?.[1] && sector[2] && validOutcode(sector[1]))
    return { kind: 'sector', value: `${sector[1]} ${sector[2]}` };
  return null;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const locationSchema = z
  .string({
    // A repeated ?location= arrives as a list: one search has one place.
    error: (issue) =>
      Array.isArray(issue.input) ? soldMessages.locationRepeated : soldMessages.locationRequired,
  })
  .trim()
  .min(1, { error: soldMessages.locationRequired })
  .min(3, { error: soldMessages.locationTooShort })
  .max(100, { error: soldMessages.locationInvalid })
  .refine((value) => parseSoldLocation(value) !== null, { error: soldMessages.locationInvalid });

/** GET /api/sold-prices query. Blank parameters count as absent, so an empty form field means the default. */
export const soldSearchQuerySchema = z
  .object({
    location: locationSchema,
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
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: soldMessages.priceOrder,
    path: ['minPrice'],
  })
  .refine((q) => q.sort !== 'distance' || q.radius > 0, {
    error: soldMessages.distanceNeedsRadius,
    path: ['sort'],
  });
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

export const soldStatusSchema = z.object({
  /** Some sold transactions are in the database. */
  loaded: z.boolean(),
  /** A load started by this server (demo data, or the first start's download) is running. */
  loading: z.boolean(),
  /** What that load is doing: downloading a file (bytes of total) or importing it (rows read). */
  progress: z
    .object({
      stage: z.enum(['downloading', 'importing']),
      file: z.string(),
      bytes: z.number().optional(),
      total: z.number().optional(),
      rows: z.number().int().optional(),
    })
    .nullable(),
  /** When the sold data last changed: the last monthly update applied, or the last load. */
  updatedAt: z.string().nullable(),
  /** The last monthly change file applied (the update job or `npm run data:update`). */
  lastUpdate: z
    .object({
      fileName: z.string(),
      appliedAt: z.string(),
      added: z.number().int(),
      changed: z.number().int(),
      deleted: z.number().int(),
      durationMs: z.number().int(),
    })
    .nullable(),
  transactions: z.number().int(),
  postcodes: z.number().int(),
  /** First and last sale dates held, YYYY-MM-DD. */
  earliest: z.string().nullable(),
  latest: z.string().nullable(),
  attribution: z.string(),
  /** Commands that load the official files. */
  howToLoad: z.array(z.string()),
});
export type SoldStatus = z.infer<typeof soldStatusSchema>;

export const propertyHistoryQuerySchema = z.object({
  address: z
    .string({ error: soldMessages.addressRequired })
    .trim()
    .min(1, { error: soldMessages.addressRequired })
    .max(300, { error: 'Address must be at most 300 characters' }),
  postcode: z
    .string({ error: soldMessages.postcodeInvalid })
    .trim()
    .max(20, { error: soldMessages.postcodeInvalid })
    .refine((value) => parseSoldLocation(value)?.kind === 'postcode', {
      error: soldMessages.postcodeInvalid,
    }),
});
export type PropertyHistoryQuery = z.output<typeof propertyHistoryQuerySchema>;

const saleSchema = z.object({
  id: z.string(),
  date: z.string(),
  propertyType: z.string(),
  formattedPrice: z.string(),
  price: z.number().int(),
});

export const propertyHistorySchema = z.object({
  currentProperty: z.object({
    address: z.string(),
    postcode: z.string(),
    /** Date of the latest sale. */
    date: z.string(),
    propertyType: z.string(),
    formattedPrice: z.string(),
    price: z.number().int(),
    tenure: z.string(),
    newBuild: z.boolean(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  /** Every sale of this property, newest first. */
  priceHistory: z.array(
    saleSchema.extend({ newBuild: z.boolean(), tenure: z.string(), category: z.string() }),
  ),
  /**
   * Up to 8 most recent standard residential sales (category A, never property type O) of other
   * properties: same postcode first, then within half a mile.
   */
  neighboringSales: z.array(
    saleSchema.extend({ address: z.string(), postcode: z.string(), distance: z.number().optional() }),
  ),
  /** Mean price of the neighbouring sales listed, whole pounds; 0 when there are none. */
  averagePrice: z.number().int(),
  /**
   * Latest sale price minus the property's previous standard residential sale; 0 with no such sale,
   * or when the latest sale is not a standard residential one (priceHistory still lists every sale).
   */
  priceChange: z.number().int(),
  /** priceChange as a percentage of the previous price, 1 decimal. */
  priceChangePercent: z.number(),
  /** Median standard residential sale price per year in the property's postcode sector. */
  areaMedianByYear: z.array(
    z.object({ year: z.number().int(), median: z.number().int(), sales: z.number().int() }),
  ),
  /** The sector the medians cover, e.g. `SW19 1`. */
  area: z.string(),
  attribution: z.string(),
});
export type PropertyHistory = z.infer<typeof propertyHistorySchema>;

/** GET /api/sold-prices/area-stats: bounds of the circle an area is measured over. */
export const AREA_STATS_MIN_RADIUS_KM = 0.1;
export const AREA_STATS_MAX_RADIUS_KM = 10;
/** A period with fewer standard sales than this gets no median: too few to describe an area. */
export const AREA_STATS_MIN_SALES = 20;

export const areaStatsMessages = {
  latitude: 'latitude must be a number between -90 and 90',
  longitude: 'longitude must be a number between -180 and 180',
  radiusKm: `radiusKm must be a number of kilometres from ${AREA_STATS_MIN_RADIUS_KM} to ${AREA_STATS_MAX_RADIUS_KM}`,
} as const;

const boundedNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: message }),
  );

/** A circle: the /map neighbourhood insight areas are 8 km circles round a city centre. */
export const areaStatsQuerySchema = z.object({
  latitude: boundedNumber(areaStatsMessages.latitude, -90, 90),
  longitude: boundedNumber(areaStatsMessages.longitude, -180, 180),
  radiusKm: boundedNumber(areaStatsMessages.radiusKm, AREA_STATS_MIN_RADIUS_KM, AREA_STATS_MAX_RADIUS_KM),
});
export type AreaStatsQuery = z.output<typeof areaStatsQuerySchema>;

/** Twelve whole calendar months of standard residential sales in the circle. */
export const areaPeriodSchema = z.object({
  /** First and last day of the period, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /** Standard residential sales in the period. */
  sales: z.number().int(),
  /** Median price of those sales, whole pounds; null with fewer than AREA_STATS_MIN_SALES. */
  medianPrice: z.number().int().nullable(),
});
export type AreaPeriod = z.infer<typeof areaPeriodSchema>;

export const areaStatsSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  radiusKm: z.number(),
  /**
   * The 12 months ending with the month of the newest standard residential sale in the circle
   * (the data's own latest month there, not today's: HM Land Registry publishes sales weeks or
   * months after completion, and a loaded sample may end years ago); null with no such sale.
   */
  latest: areaPeriodSchema.nullable(),
  /** The 12 months before `latest`; null when `latest` is. */
  previous: areaPeriodSchema.nullable(),
  /** Change of the median from `previous` to `latest`, percent, 1 decimal; null unless both have one. */
  changePercent: z.number().nullable(),
  attribution: z.string(),
});
export type AreaStats = z.infer<typeof areaStatsSchema>;
