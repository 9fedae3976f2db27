import { z } from 'zod';
import { idParamSchema, strictFields } from './schema-helpers';
import {
  ADDED_WITHIN_DAYS,
  type AddedWithinDays,
  BUILT_FORMS,
  type BuiltForm,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  type EpcRating,
  LISTING_EVENTS,
  matchLabel,
  SEARCH_RADII,
  type SearchRadius,
  type Tenure,
  TENURES,
} from './material-info';
import {
  DEFAULT_PAGE_SIZE,
  LOCATION_MAX,
  matchPropertyType,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  PRICE_RANGES,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  type PriceRangeLabel,
  type PropertySort,
  type PropertyType,
} from './property-options';
import { searchAreaSchema } from './search-area-schema';
import { groupedNumber } from './grouped-number';

// The contact and viewing forms' contracts, in a module of their own so the web app's forms load
// them without the search's schemas; kept here for the server.
export * from './contact';

export * from './property-options';
export * from './material-info';

export const propertyMessages = {
  notFound: 'Property not found',
  allContactRequired: 'All contact information is required.',
  enquirySent: 'Message sent!',
  viewingRequestSent: 'Viewing request sent',
  searchParameterRequired: 'At least one search parameter is required',
  radiusNeedsLocation: 'radius needs a location: enter a town or postcode to search around',
  pageStartGone: 'The listing this page starts after has been removed: search again for the latest results',
} as const;

/** `/properties/:id` and the routes below it. */
export const propertyIdParamSchema = idParamSchema(propertyMessages.notFound);

/** A listing as the API returns it (SPEC 3): numeric columns stay strings, as PostgreSQL sends them. */
export const propertySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  propertyType: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.string(),
  sqft: z.number().int(),
  features: z.array(z.string()),
  images: z.array(z.string()),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  status: z.string(),
  yearBuilt: z.number().int().nullable(),
  lotSize: z.string().nullable(),
  agentName: z.string().nullable(),
  agentPhone: z.string().nullable(),
  agentEmail: z.string().nullable(),
  ownerId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // Material information (docs/decisions/0013): null when the lister has not given it.
  tenure: z.enum(TENURES).nullable(),
  /** Years left on the lease (leasehold and share of freehold), as stated by the lister. */
  leaseYearsRemaining: z.number().int().nullable(),
  /** Annual ground rent, whole pounds. */
  groundRent: z.number().int().nullable(),
  /** Annual service charge, whole pounds. */
  serviceCharge: z.number().int().nullable(),
  councilTaxBand: z.enum(COUNCIL_TAX_BANDS).nullable(),
  /** EPC energy rating now and its potential. */
  epcRating: z.enum(EPC_RATINGS).nullable(),
  epcPotential: z.enum(EPC_RATINGS).nullable(),
  epcCertificateUrl: z.string().nullable(),
  builtForm: z.enum(BUILT_FORMS).nullable(),
  /** An uploaded floor plan image (/objects/uploads/...). */
  floorPlan: z.string().nullable(),
  sharedOwnership: z.boolean(),
  retirement: z.boolean(),
  /** When the asking price was last changed, if that change was a cut; else null. */
  reducedAt: z.string().nullable(),
  /**
   * HM Land Registry's price (whole pounds) and date (YYYY-MM-DD) of the sale of this address
   * registered after it was listed: the listing is marked sold and left out of searches and
   * alerts. Null while it is for sale.
   */
  soldPrice: z.number().int().nullable(),
  soldDate: z.string().nullable(),
});
export type Property = z.infer<typeof propertySchema>;
export const propertyListSchema = z.array(propertySchema);

/**
 * A listing as the grid's cards and the map's markers and popups show it (issue 21): what they
 * read of a listing and nothing more, each field as the full listing has it. Asked for with
 * `fields=card`; without it, list responses keep the spec's full shape.
 */
export const listingCardSchema = propertySchema.pick({
  id: true,
  title: true,
  description: true,
  price: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  propertyType: true,
  bedrooms: true,
  bathrooms: true,
  sqft: true,
  images: true,
  latitude: true,
  longitude: true,
  status: true,
  createdAt: true,
  tenure: true,
  builtForm: true,
  sharedOwnership: true,
  retirement: true,
  reducedAt: true,
  soldDate: true,
});
export type ListingCard = z.infer<typeof listingCardSchema>;
/** A page of listings in either shape (the OpenAPI document lists both). */
export const listingPageSchema = z.union([propertyListSchema, z.array(listingCardSchema)]);

/** The shapes a list of listings comes in besides the full one (the default). */
export const LISTING_SHAPES = ['card'] as const;
export type ListingShape = (typeof LISTING_SHAPES)[number];
const fieldsMessage = `fields must be 'card' (the short listings of the grid and the map), or left out for full listings`;
const fieldsSchema = z.enum(LISTING_SHAPES, { message: fieldsMessage }).optional();

/** Form values that mean "no filter": the client may send them instead of leaving the key out. */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && /^\s*(any|any price|all types|all)?\s*$/i.test(value));

/** A whole number from JSON or from form text such as '1,000' or '3+'. */
function wholeNumber(label: string, max: number) {
  const message = `${label} must be a whole number from 0 to ${groupedNumber(max)}`;
  return z.preprocess((value) => {
    if (isBlank(value)) return undefined;
    if (typeof value === 'string' && /^\s*\d[\d,]*\+?\s*$/.test(value))
      return Number(value.replace(/[,+\s]/g, ''));
    return value;
  }, z.number({ message }).int({ message }).min(0, { message }).max(max, { message }).optional());
}

const propertyTypeFilter = z.preprocess(
  (value) => {
    if (isBlank(value)) return undefined;
    if (typeof value !== 'string') return value;
    return matchPropertyType(value) ?? value;
  },
  z
    .enum(PROPERTY_TYPES, { message: `Unknown property type: use one of ${PROPERTY_TYPES.join(', ')}` })
    .optional(),
);

const normaliseRangeLabel = (label: string) => label.replace(/\s+/g, '').replace(/\$/g, '£').toLowerCase();

const priceRangeFilter = z.preprocess(
  (value) => {
    if (isBlank(value)) return undefined;
    if (typeof value !== 'string') return value;
    return (
      PRICE_RANGES.find((range) => normaliseRangeLabel(range.label) === normaliseRangeLabel(value))?.label ??
      value
    );
  },
  z
    .enum(PRICE_RANGES.map((r) => r.label) as [PriceRangeLabel, ...PriceRangeLabel[]], {
      message: `Unknown price range: use one of ${PRICE_RANGES.map((r) => `'${r.label}'`).join(', ')}`,
    })
    .optional(),
);

const locationFilter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ message: 'location must be text' })
    .trim()
    .max(LOCATION_MAX, { message: `location must be at most ${LOCATION_MAX} characters` })
    .optional(),
);

const radiusMessage = `radius must be one of ${SEARCH_RADII.join(', ')} (miles; 0 is this area only)`;
/** Miles around the location; 0 (this area only) is the same as none. */
const radiusFilter = z.preprocess(
  (value) => {
    if (isBlank(value)) return undefined;
    const miles = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return miles === 0 ? undefined : miles;
  },
  z
    .number({ message: radiusMessage })
    .refine((miles) => (SEARCH_RADII as readonly number[]).includes(miles), { message: radiusMessage })
    .transform((miles) => miles as SearchRadius)
    .optional(),
);

/** One value or several ('Detached', ['Detached', 'semi-detached'], 'detached,semi-detached'). */
function choicesFilter<T extends string>(name: string, labels: readonly [T, ...T[]]) {
  const message = `Unknown ${name}: use ${labels.map((l) => `'${l}'`).join(', ')}`;
  return z.preprocess(
    (value) => {
      if (isBlank(value)) return undefined;
      const items = typeof value === 'string' ? value.split(',') : value;
      if (!Array.isArray(items)) return value;
      const matched = items
        .filter((item) => !(typeof item === 'string' && item.trim() === ''))
        .map((item) => (typeof item === 'string' ? (matchLabel(labels, item) ?? item) : item));
      return matched.length === 0 ? undefined : [...new Set(matched)];
    },
    z.array(z.enum(labels, { message }), { message }).optional(),
  );
}

/** Only `true` filters: false, like a blank, means "no filter". */
const onlyWhenTrue = (name: string) =>
  z.preprocess(
    (value) =>
      isBlank(value) || value === false || value === 'false' ? undefined : value === 'true' || value,
    z.literal(true, { message: `${name} must be true or false` }).optional(),
  );

const addedMessage = `maxDaysSinceAdded must be one of ${ADDED_WITHIN_DAYS.join(', ')} (days)`;
const addedFilter = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ message: addedMessage })
    .refine((days) => (ADDED_WITHIN_DAYS as readonly number[]).includes(days), { message: addedMessage })
    .transform((days) => days as AddedWithinDays)
    .optional(),
);

const epcMessage = `minEpc must be an EPC rating from A to G`;
const minEpcFilter = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(EPC_RATINGS, { message: epcMessage }).optional(),
);

/** The filter fields of both search shapes the spec's clients send (SPEC 3, Search filter shapes). */
const filterShape = {
  location: locationFilter,
  propertyType: propertyTypeFilter,
  priceRange: priceRangeFilter,
  minPrice: wholeNumber('minPrice', 1_000_000_000),
  maxPrice: wholeNumber('maxPrice', 1_000_000_000),
  bedrooms: wholeNumber('bedrooms', 50),
  bathrooms: wholeNumber('bathrooms', 50),
  minSqft: wholeNumber('minSqft', 1_000_000),
  maxSqft: wholeNumber('maxSqft', 1_000_000),
  // UK filters beside the spec's (issue 17): each left out, blank or false means "no filter".
  /** Miles around the location's centre (see SEARCH_RADII); needs a location. */
  radius: radiusFilter,
  /** Any of these built forms. */
  builtForm: choicesFilter('builtForm', BUILT_FORMS),
  /** Any of these tenures. */
  tenure: choicesFilter('tenure', TENURES),
  /** Listed within the last 1, 3, 7 or 14 days. */
  maxDaysSinceAdded: addedFilter,
  /** Only listings whose latest price change was a cut. */
  reducedOnly: onlyWhenTrue('reducedOnly'),
  /** Leave out shared-ownership and retirement homes. */
  hideSharedAndRetirement: onlyWhenTrue('hideSharedAndRetirement'),
  /** EPC rating this good or better (A best); listings without a rating do not match. */
  minEpc: minEpcFilter,
  /** A drawn area (issue 21): only listings inside it; see contracts/search-area.ts. */
  area: z.preprocess((value) => (isBlank(value) ? undefined : value), searchAreaSchema.optional()),
};

export const FILTER_KEYS = Object.keys(filterShape) as (keyof typeof filterShape)[];

const latitude = (edge: string) =>
  z
    .number({ message: `bbox.${edge} must be a latitude between -90 and 90` })
    .min(-90, { message: `bbox.${edge} must be a latitude between -90 and 90` })
    .max(90, { message: `bbox.${edge} must be a latitude between -90 and 90` });
const longitude = (edge: string) =>
  z
    .number({ message: `bbox.${edge} must be a longitude between -180 and 180` })
    .min(-180, { message: `bbox.${edge} must be a longitude between -180 and 180` })
    .max(180, { message: `bbox.${edge} must be a longitude between -180 and 180` });

/** The visible map area; listings without coordinates never match one. */
export const boundingBoxSchema = z
  .strictObject(
    { south: latitude('south'), west: longitude('west'), north: latitude('north'), east: longitude('east') },
    { message: 'bbox must be an object with south, west, north and east' },
  )
  .refine((b) => b.south <= b.north, {
    message: 'bbox.south must not be greater than bbox.north',
    path: ['south'],
  })
  .refine((b) => b.west <= b.east, {
    message: 'bbox.west must not be greater than bbox.east',
    path: ['west'],
  });
export type BoundingBox = z.infer<typeof boundingBoxSchema>;

const pageMessage = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const offsetMessage = `offset must be a whole number from 0 to ${MAX_OFFSET}`;
const afterMessage = 'after must be the id of the last listing of the previous page';
/** Keyset paging ('load more'): the next page starts after this listing, in the same sort order. */
const afterSchema = z.uuid({ message: afterMessage }).optional();
const sortSchema = z.enum(PROPERTY_SORTS, { message: `sort must be one of ${PROPERTY_SORTS.join(', ')}` });

function checkRanges(
  value: {
    location?: string;
    radius?: number;
    priceRange?: string;
    minPrice?: number;
    maxPrice?: number;
    minSqft?: number;
    maxSqft?: number;
  },
  ctx: z.RefinementCtx,
) {
  if (value.radius !== undefined && !value.location) {
    ctx.addIssue({ code: 'custom', path: ['radius'], message: propertyMessages.radiusNeedsLocation });
  }
  if (value.priceRange !== undefined && (value.minPrice !== undefined || value.maxPrice !== undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['priceRange'],
      message: 'Send either priceRange or minPrice/maxPrice, not both',
    });
  }
  if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
    ctx.addIssue({
      code: 'custom',
      path: ['minPrice'],
      message: 'minPrice must not be greater than maxPrice',
    });
  }
  if (value.minSqft !== undefined && value.maxSqft !== undefined && value.minSqft > value.maxSqft) {
    ctx.addIssue({ code: 'custom', path: ['minSqft'], message: 'minSqft must not be greater than maxSqft' });
  }
}

/**
 * POST /api/properties/search and POST /api/search/track. Unknown keys are refused, so a misspelt
 * filter fails loudly instead of silently matching everything.
 */
export const propertySearchSchema = strictFields(
  {
    ...filterShape,
    sort: sortSchema.default('newest'),
    limit: z
      .number({ message: pageMessage })
      .int({ message: pageMessage })
      .min(1, { message: pageMessage })
      .max(MAX_PAGE_SIZE, { message: pageMessage })
      .default(DEFAULT_PAGE_SIZE),
    offset: z
      .number({ message: offsetMessage })
      .int({ message: offsetMessage })
      .min(0, { message: offsetMessage })
      .max(MAX_OFFSET, { message: offsetMessage })
      .default(0),
    after: afterSchema,
    bbox: boundingBoxSchema.optional(),
    fields: fieldsSchema,
  },
  'Request body must be a JSON object of search filters',
).superRefine(checkRanges);

/** Only the filters of a search, as a saved search keeps them (no paging, sorting or map area). */
export const propertyFiltersSchema = strictFields(filterShape, 'filters must be an object').superRefine(
  checkRanges,
);
export type PropertyFilters = z.output<typeof propertyFiltersSchema>;

/**
 * What a client sends. The schema is more lenient (form text such as '3+' or '1,000', 'Any' and
 * 'All Types' as "no filter", `$` price labels), but this is the shape to write.
 */
export interface PropertySearchInput {
  location?: string;
  propertyType?: PropertyType;
  priceRange?: PriceRangeLabel;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  bathrooms?: number;
  minSqft?: number;
  maxSqft?: number;
  radius?: SearchRadius;
  builtForm?: BuiltForm[];
  tenure?: Tenure[];
  maxDaysSinceAdded?: AddedWithinDays;
  reducedOnly?: true;
  hideSharedAndRetirement?: true;
  minEpc?: EpcRating;
  sort?: PropertySort;
  limit?: number;
  offset?: number;
  /** The id of the last listing of the previous page: the page after it (offset then counts from there). */
  after?: string;
  bbox?: BoundingBox;
  /** An encoded polyline (contracts/search-area.ts). */
  area?: string;
  /** 'card': the listings in the grid's and the map's shorter shape (ListingCard). */
  fields?: ListingShape;
}
export type PropertySearch = z.output<typeof propertySearchSchema>;

/** GET /api/properties query string. */
export const propertyListQuerySchema = z.object({
  sort: sortSchema.default('newest'),
  limit: z.coerce
    .number({ message: pageMessage })
    .int({ message: pageMessage })
    .min(1, { message: pageMessage })
    .max(MAX_PAGE_SIZE, { message: pageMessage })
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce
    .number({ message: offsetMessage })
    .int({ message: offsetMessage })
    .min(0, { message: offsetMessage })
    .max(MAX_OFFSET, { message: offsetMessage })
    .default(0),
  after: afterSchema,
  fields: fieldsSchema,
});
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

/** Inclusive price bounds of a search, from either filter shape. */
export function priceBounds(filter: { priceRange?: PriceRangeLabel; minPrice?: number; maxPrice?: number }) {
  const range = PRICE_RANGES.find((r) => r.label === filter.priceRange);
  return range ? { min: range.min, max: range.max } : { min: filter.minPrice, max: filter.maxPrice };
}

/** What user_search_history stores: only the parameters that were set, price range resolved to bounds too. */
export type TrackedSearch = Partial<Pick<PropertySearch, (typeof FILTER_KEYS)[number]>>;

/** GET /api/properties/:id/history: the listing's own events, newest first. */
export const listingHistoryEventSchema = z.object({
  /** When it happened (ISO timestamp). */
  date: z.string(),
  /** listed (first on the site), reduced or increased (asking price), status (e.g. to 'sold'). */
  event: z.enum(LISTING_EVENTS),
  /** The asking price after the event. */
  price: z.number().int(),
  /** The price before a price change; null for other events. */
  previousPrice: z.number().int().nullable(),
  /** The status after the event (listed and status events). */
  status: z.string().nullable(),
  previousStatus: z.string().nullable(),
});
export type ListingHistoryEvent = z.infer<typeof listingHistoryEventSchema>;
export const listingHistorySchema = z.array(listingHistoryEventSchema);
