import { PRICE_RANGES, PROPERTY_SORTS, type PropertySort } from '@contracts/property-options';
import {
  ALL_TYPES,
  ANY,
  ANY_PRICE,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  EMPTY_FILTERS,
  PROPERTY_TYPE_OPTIONS,
  parseWholeNumber,
  toSearchBody,
  type FilterBody,
  type FilterValues,
} from './search-filters';

export type ListingView = 'grid' | 'map';

/**
 * Everything a listings page shows, as it is kept in the address bar (shareable, survives a
 * reload): the filter form, a price cap handed over by the mortgage quiz, sort and view.
 */
export interface ListingQuery {
  filters: FilterValues;
  /** `?maxPrice=` from the mortgage quiz; dropped as soon as a price range is chosen. */
  maxPrice?: number;
  sort: PropertySort;
  view: ListingView;
}

/** '£300k - £500k' <-> '300k-500k' keeps the address bar readable. */
const priceSlug = (label: string) => label.replace(/[£\s]/g, '');
const atLeast = (value: string) => value.replace(/\+$/, '');

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the address bar; unknown or malformed values fall back to the defaults. */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const range = PRICE_RANGES.find((r) => priceSlug(r.label) === params.get('price'));
  const beds = params.get('beds');
  const baths = params.get('baths');
  const filters: FilterValues = {
    location: (params.get('location') ?? '').slice(0, 100),
    propertyType: pick(PROPERTY_TYPE_OPTIONS, params.get('type'), ALL_TYPES),
    priceRange: range?.label ?? ANY_PRICE,
    bedrooms: pick(BEDROOM_OPTIONS, beds === null ? null : `${beds}+`, ANY),
    bathrooms: pick(BATHROOM_OPTIONS, baths === null ? null : `${baths}+`, ANY),
    minSqft: sqftParam(params.get('minSqft')),
    maxSqft: sqftParam(params.get('maxSqft')),
  };
  const maxPrice = range ? undefined : parseWholeNumber(params.get('maxPrice') ?? '');
  return {
    filters,
    maxPrice: maxPrice && maxPrice > 0 ? maxPrice : undefined,
    sort: pick(PROPERTY_SORTS, params.get('sort'), 'newest'),
    view: params.get('view') === 'map' ? 'map' : 'grid',
  };
}

function sqftParam(value: string | null): string {
  const n = parseWholeNumber(value ?? '');
  return n === undefined ? '' : n.toLocaleString('en-GB');
}

/** Writes the query back, leaving defaults out so a plain page has a plain address. */
export function writeListingQuery(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  const body = toSearchBody(query.filters);
  if (body.location) params.set('location', body.location);
  if (query.filters.propertyType !== ALL_TYPES) params.set('type', query.filters.propertyType);
  if (query.filters.priceRange !== ANY_PRICE) params.set('price', priceSlug(query.filters.priceRange));
  else if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.filters.bedrooms !== ANY) params.set('beds', atLeast(query.filters.bedrooms));
  if (query.filters.bathrooms !== ANY) params.set('baths', atLeast(query.filters.bathrooms));
  if (body.minSqft !== undefined) params.set('minSqft', String(body.minSqft));
  if (body.maxSqft !== undefined) params.set('maxSqft', String(body.maxSqft));
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.view !== 'grid') params.set('view', query.view);
  return params;
}

/** The API filter of a listing query: the form's rules plus the quiz's price cap. */
export function listingFilterBody(query: Pick<ListingQuery, 'filters' | 'maxPrice'>): FilterBody {
  const body = toSearchBody(query.filters);
  if (query.maxPrice !== undefined && body.priceRange === undefined) body.maxPrice = query.maxPrice;
  return body;
}

/**
 * The search page address that shows a filter body again (a saved search): the form's fields,
 * and a maximum price without a range as the price cap. A minimum price alone has no field.
 */
export function searchHref(body: FilterBody): string {
  const bedrooms = body.bedrooms === undefined ? ANY : `${Math.min(body.bedrooms, 4)}+`;
  const bathrooms = body.bathrooms === undefined ? ANY : `${Math.min(body.bathrooms, 3)}+`;
  const params = writeListingQuery({
    filters: {
      location: body.location ?? '',
      propertyType: body.propertyType ?? ALL_TYPES,
      priceRange: body.priceRange ?? ANY_PRICE,
      bedrooms,
      bathrooms,
      minSqft: body.minSqft === undefined ? '' : String(body.minSqft),
      maxSqft: body.maxSqft === undefined ? '' : String(body.maxSqft),
    },
    maxPrice: body.priceRange ? undefined : body.maxPrice,
    sort: 'newest',
    view: 'grid',
  });
  return `/search?${params}`;
}

export const isDefaultFilters = (query: Pick<ListingQuery, 'filters' | 'maxPrice'>) =>
  Object.keys(listingFilterBody(query)).length === 0;

export const DEFAULT_LISTING_QUERY: ListingQuery = { filters: EMPTY_FILTERS, sort: 'newest', view: 'grid' };
