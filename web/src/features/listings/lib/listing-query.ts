import {
  ADDED_WITHIN_DAYS,
  BUILT_FORMS,
  EPC_RATINGS,
  matchLabel,
  SEARCH_RADII,
  slugOf,
  TENURES,
} from '@contracts/material-info';
import { parseSearchArea } from '@contracts/search-area';
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
import { formatNumber } from '@/lib/format';

export type ListingView = 'grid' | 'map';

/**
 * Everything a listings page shows, as it is kept in the address bar (shareable, survives a
 * reload): the filters (the mortgage quiz's budget arrives as `?maxPrice=`), sort and view.
 */
export interface ListingQuery {
  filters: FilterValues;
  sort: PropertySort;
  view: ListingView;
}

/** '£300k - £500k' <-> '300k-500k' keeps the address bar readable. */
const priceSlug = (label: string) => label.replace(/[£\s]/g, '');
const atLeast = (value: string) => value.replace(/\+$/, '');

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** 'semi-detached,detached' -> ['Semi-detached', 'Detached']; unknown words are dropped. */
function labelsParam<T extends string>(labels: readonly T[], value: string | null): T[] {
  const found = (value ?? '').split(',').map((word) => matchLabel(labels, word));
  return [...new Set(found.filter((label): label is T => label !== undefined))];
}

const inList = (list: readonly (string | number)[], value: string | null) =>
  value !== null && list.map(String).includes(value) ? value : '';

function priceParam(value: string | null): string {
  const n = parseWholeNumber(value ?? '');
  return n && n > 0 ? String(n) : '';
}

/** Reads the address bar; unknown or malformed values fall back to the defaults. */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const range = PRICE_RANGES.find((r) => priceSlug(r.label) === params.get('price'));
  const beds = params.get('beds');
  const baths = params.get('baths');
  const location = (params.get('location') ?? '').slice(0, 100);
  const filters: FilterValues = {
    location,
    propertyType: pick(PROPERTY_TYPE_OPTIONS, params.get('type'), ALL_TYPES),
    priceRange: range?.label ?? ANY_PRICE,
    bedrooms: pick(BEDROOM_OPTIONS, beds === null ? null : `${beds}+`, ANY),
    bathrooms: pick(BATHROOM_OPTIONS, baths === null ? null : `${baths}+`, ANY),
    minSqft: sqftParam(params.get('minSqft')),
    maxSqft: sqftParam(params.get('maxSqft')),
    radius: location.trim() ? inList(SEARCH_RADII, params.get('radius')) || '0' : '0',
    // A price range replaces minimum and maximum prices.
    minPrice: range ? '' : priceParam(params.get('minPrice')),
    maxPrice: range ? '' : priceParam(params.get('maxPrice')),
    builtForm: labelsParam(BUILT_FORMS, params.get('builtForm')),
    tenure: labelsParam(TENURES, params.get('tenure')),
    added: inList(ADDED_WITHIN_DAYS, params.get('added')),
    reducedOnly: params.get('reduced') === '1',
    hideSharedAndRetirement: params.get('hideShared') === '1',
    minEpc: inList(EPC_RATINGS, params.get('epc')?.toUpperCase() ?? null),
    area: areaParam(params.get('area')),
  };
  return {
    filters,
    sort: pick(PROPERTY_SORTS, params.get('sort'), 'newest'),
    view: params.get('view') === 'map' ? 'map' : 'grid',
  };
}

/** A drawn area in its canonical form; one that does not parse is dropped, like any bad value. */
function areaParam(value: string | null): string {
  const parsed = value ? parseSearchArea(value) : null;
  return parsed?.ok ? parsed.encoded : '';
}

function sqftParam(value: string | null): string {
  const n = parseWholeNumber(value ?? '');
  return n === undefined ? '' : formatNumber(n);
}

/** Writes the query back, leaving defaults out so a plain page has a plain address. */
export function writeListingQuery(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = query;
  const body = toSearchBody(filters);
  if (body.location) params.set('location', body.location);
  if (body.radius) params.set('radius', String(body.radius));
  if (filters.propertyType !== ALL_TYPES) params.set('type', filters.propertyType);
  if (filters.priceRange !== ANY_PRICE) params.set('price', priceSlug(filters.priceRange));
  if (body.minPrice !== undefined) params.set('minPrice', String(body.minPrice));
  if (body.maxPrice !== undefined) params.set('maxPrice', String(body.maxPrice));
  if (filters.bedrooms !== ANY) params.set('beds', atLeast(filters.bedrooms));
  if (filters.bathrooms !== ANY) params.set('baths', atLeast(filters.bathrooms));
  if (body.minSqft !== undefined) params.set('minSqft', String(body.minSqft));
  if (body.maxSqft !== undefined) params.set('maxSqft', String(body.maxSqft));
  if (body.builtForm) params.set('builtForm', body.builtForm.map(slugOf).join(','));
  if (body.tenure) params.set('tenure', body.tenure.map(slugOf).join(','));
  if (body.maxDaysSinceAdded) params.set('added', String(body.maxDaysSinceAdded));
  if (body.reducedOnly) params.set('reduced', '1');
  if (body.hideSharedAndRetirement) params.set('hideShared', '1');
  if (body.minEpc) params.set('epc', body.minEpc);
  if (body.area) params.set('area', body.area);
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.view !== 'grid') params.set('view', query.view);
  return params;
}

/** The API filter of a listing query. */
export const listingFilterBody = (query: Pick<ListingQuery, 'filters'>): FilterBody =>
  toSearchBody(query.filters);

/** The form values that show a filter body again (a saved search). */
export function filterValuesOf(body: FilterBody): FilterValues {
  const number = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    location: body.location ?? '',
    propertyType: body.propertyType ?? ALL_TYPES,
    priceRange: body.priceRange ?? ANY_PRICE,
    bedrooms: body.bedrooms === undefined ? ANY : `${Math.min(body.bedrooms, 4)}+`,
    bathrooms: body.bathrooms === undefined ? ANY : `${Math.min(body.bathrooms, 3)}+`,
    minSqft: number(body.minSqft),
    maxSqft: number(body.maxSqft),
    radius: body.radius === undefined ? '0' : String(body.radius),
    minPrice: body.priceRange ? '' : number(body.minPrice),
    maxPrice: body.priceRange ? '' : number(body.maxPrice),
    builtForm: body.builtForm ?? [],
    tenure: body.tenure ?? [],
    added: number(body.maxDaysSinceAdded),
    reducedOnly: body.reducedOnly === true,
    hideSharedAndRetirement: body.hideSharedAndRetirement === true,
    minEpc: body.minEpc ?? '',
    area: body.area ?? '',
  };
}

/** The search page address that shows a filter body again (a saved search). */
export function searchHref(body: FilterBody): string {
  const params = writeListingQuery({ filters: filterValuesOf(body), sort: 'newest', view: 'grid' });
  return `/search?${params}`;
}

export const isDefaultFilters = (query: Pick<ListingQuery, 'filters'>) =>
  Object.keys(listingFilterBody(query)).length === 0;

export const DEFAULT_LISTING_QUERY: ListingQuery = { filters: EMPTY_FILTERS, sort: 'newest', view: 'grid' };
