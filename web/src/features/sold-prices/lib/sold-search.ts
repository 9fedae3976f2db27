import { parseSearchArea } from '@contracts/search-area';
import { SOLD_PROPERTY_TYPES, type SOLD_TENURES } from '@contracts/sold/common';
import {
  DEFAULT_SOLD_RADIUS,
  type SoldSort as ApiSoldSort,
  SOLD_PAGE_SIZE,
  SOLD_RADII,
  SOLD_TIME_RANGES,
  type SoldTimeRange,
} from '@contracts/sold/search';

/**
 * One sold-price search as the pages hold it, and its two text forms: the page URL (so a search
 * survives reload and can be shared) and the API query (SPEC 7: timeRange only when not 'all').
 */

export const RADIUS_OPTIONS = SOLD_RADII;
export type Radius = (typeof RADIUS_OPTIONS)[number];
export const DEFAULT_RADIUS: Radius = DEFAULT_SOLD_RADIUS;

export const TIME_RANGES = SOLD_TIME_RANGES;
export type TimeRange = SoldTimeRange;
export const DEFAULT_TIME_RANGE: TimeRange = 'all';

export const PROPERTY_TYPES = SOLD_PROPERTY_TYPES;
export type PropertyTypeCode = (typeof PROPERTY_TYPES)[number];

/** Unknown tenure ('U') is rare and not worth a choice of its own. */
export const TENURES = ['F', 'L'] as const satisfies readonly (typeof SOLD_TENURES)[number][];
export type Tenure = (typeof TENURES)[number];

/** The sort orders offered (the API also takes 'date' and 'price' as aliases). */
export const SORTS = [
  'newest',
  'oldest',
  'price-desc',
  'price-asc',
  'distance',
] as const satisfies readonly ApiSoldSort[];
export type SoldSort = (typeof SORTS)[number];

/** SPEC 9: default limit 50. */
export const PAGE_SIZE = SOLD_PAGE_SIZE;

export interface SoldSearch {
  postcode: string;
  radius: Radius;
  timeRange: TimeRange;
  propertyType?: PropertyTypeCode;
  tenure?: Tenure;
  newBuild?: boolean;
  sort?: SoldSort;
  /** A drawn area (encoded polyline): searched instead of the postcode's radius (issue 21). */
  area?: string;
}

export function radiusLabel(radius: Radius): string {
  if (radius === 0) return 'This area only';
  return `${radius} ${radius === 1 ? 'mile' : 'miles'}`;
}

export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  all: 'All time',
  '3months': 'Last 3 months',
  '6months': 'Last 6 months',
  '1year': 'Last year',
  '2years': 'Last 2 years',
  '5years': 'Last 5 years',
};

export const SORT_LABELS: Record<SoldSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-desc': 'Highest price',
  'price-asc': 'Lowest price',
  distance: 'Nearest first',
};

function oneOf<T extends string | number>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => String(option) === value);
}

/** Reads a search from the page URL; null when it names no postcode. Unknown values fall back to defaults. */
export function readSoldSearch(params: URLSearchParams): SoldSearch | null {
  const postcode = (params.get('postcode') ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  if (!postcode) return null;
  const newBuild = params.get('newBuild');
  return {
    postcode,
    radius: oneOf(RADIUS_OPTIONS, params.get('radius')) ?? DEFAULT_RADIUS,
    timeRange: oneOf(TIME_RANGES, params.get('timeRange')) ?? DEFAULT_TIME_RANGE,
    propertyType: oneOf(PROPERTY_TYPES, params.get('propertyType')),
    tenure: oneOf(TENURES, params.get('tenure')),
    newBuild: newBuild === 'true' ? true : newBuild === 'false' ? false : undefined,
    sort: oneOf(SORTS, params.get('sort')),
    ...areaOf(params.get('area')),
  };
}

/** A drawn area from the URL in its canonical form; one that does not parse is dropped. */
function areaOf(value: string | null): Pick<SoldSearch, 'area'> {
  const parsed = value ? parseSearchArea(value) : null;
  return parsed?.ok ? { area: parsed.encoded } : {};
}

/** Nearest first measures from the postcode, which a drawn area replaces. */
export const canSortByDistance = (search: SoldSearch) => search.radius > 0 && !search.area;

/** The filters every form of the search shares, in a stable order; defaults left out. */
function filterEntries(search: SoldSearch): [string, string][] {
  const entries: [string, string][] = [];
  if (search.timeRange !== DEFAULT_TIME_RANGE) entries.push(['timeRange', search.timeRange]);
  if (search.propertyType) entries.push(['propertyType', search.propertyType]);
  if (search.tenure) entries.push(['tenure', search.tenure]);
  if (search.newBuild !== undefined) entries.push(['newBuild', String(search.newBuild)]);
  if (search.sort && (search.sort !== 'distance' || !search.area)) entries.push(['sort', search.sort]);
  if (search.area) entries.push(['area', search.area]);
  return entries;
}

/** The page URL's query for a search. */
export function writeSoldSearch(search: SoldSearch): URLSearchParams {
  return new URLSearchParams([
    ['postcode', search.postcode],
    ['radius', String(search.radius)],
    ...filterEntries(search),
  ]);
}

/** The query string of GET /api/sold-prices for one page of a search. */
export function soldPricesApiQuery(search: SoldSearch, page: { offset: number; limit: number }): string {
  return new URLSearchParams([
    ['location', search.postcode],
    ['radius', String(search.radius)],
    ...filterEntries(search),
    ['limit', String(page.limit)],
    ['offset', String(page.offset)],
  ]).toString();
}
