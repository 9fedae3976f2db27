import {
  ADDED_WITHIN_DAYS,
  type AddedWithinDays,
  BUILT_FORMS,
  type BuiltForm,
  EPC_RATINGS,
  type EpcRating,
  SEARCH_RADII,
  type SearchRadius,
  type Tenure,
  TENURES,
} from '@contracts/material-info';
import { PRICE_RANGES, PROPERTY_TYPES } from '@contracts/property-options';
import type { PropertySearchInput } from '@contracts/property';

/**
 * The listing filters as the form holds them. The spec's home fields (SPEC 2, Home) keep each
 * option's text as its value; the UK filters of /search (issue 17) hold their values, '' (or an
 * empty list, or false) meaning "no filter".
 */
export interface FilterValues {
  location: string;
  propertyType: string;
  priceRange: string;
  bedrooms: string;
  bathrooms: string;
  minSqft: string;
  maxSqft: string;
  /** Miles around the location, '0' for this area only. */
  radius: string;
  /** Whole pounds as digits; also the mortgage quiz's price cap (`?maxPrice=`). */
  minPrice: string;
  maxPrice: string;
  builtForm: string[];
  tenure: string[];
  /** Days since added: '1', '3', '7', '14'. */
  added: string;
  reducedOnly: boolean;
  hideSharedAndRetirement: boolean;
  minEpc: string;
  /** A drawn area as an encoded polyline (issue 21), '' for none. */
  area: string;
}

export const ALL_TYPES = 'All Types';
export const ANY_PRICE = 'Any Price';
export const ANY = 'Any';

/** The spec's four types first, then the UK types listings also use, so every listing can be found. */
export const PROPERTY_TYPE_OPTIONS = [ALL_TYPES, ...PROPERTY_TYPES] as const;
export const PRICE_RANGE_OPTIONS = [ANY_PRICE, ...PRICE_RANGES.map((range) => range.label)] as const;
export const BEDROOM_OPTIONS = [ANY, '1+', '2+', '3+', '4+'] as const;
export const BATHROOM_OPTIONS = [ANY, '1+', '2+', '3+'] as const;

export const EMPTY_FILTERS: FilterValues = {
  location: '',
  propertyType: ALL_TYPES,
  priceRange: ANY_PRICE,
  bedrooms: ANY,
  bathrooms: ANY,
  minSqft: '',
  maxSqft: '',
  radius: '0',
  minPrice: '',
  maxPrice: '',
  builtForm: [],
  tenure: [],
  added: '',
  reducedOnly: false,
  hideSharedAndRetirement: false,
  minEpc: '',
  area: '',
};

/** The filter part of the search body (no paging or sort). */
export type FilterBody = Omit<PropertySearchInput, 'sort' | 'limit' | 'offset' | 'bbox'>;

/** '1,500' -> 1500; blank or anything that is not a whole number -> undefined. */
export function parseWholeNumber(text: string): number | undefined {
  const digits = text.replace(/,/g, '').trim();
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

/** '3+' -> 3; 'Any' -> undefined. */
function parseAtLeast(text: string): number | undefined {
  if (text === ANY) return undefined;
  return parseWholeNumber(text.replace(/\+$/, ''));
}

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => String(item) === String(value));

/** The UK filters of the body: only those set, each as the API takes it. */
function ukFilters(values: FilterValues): FilterBody {
  const body: FilterBody = {};
  const radius = oneOf(SEARCH_RADII, values.radius);
  if (radius && values.location.trim()) body.radius = radius as SearchRadius;
  const builtForm = values.builtForm.filter((f): f is BuiltForm => oneOf(BUILT_FORMS, f) !== undefined);
  if (builtForm.length > 0) body.builtForm = builtForm;
  const tenure = values.tenure.filter((f): f is Tenure => oneOf(TENURES, f) !== undefined);
  if (tenure.length > 0) body.tenure = tenure;
  const added = oneOf(ADDED_WITHIN_DAYS, values.added);
  if (added) body.maxDaysSinceAdded = added as AddedWithinDays;
  if (values.reducedOnly) body.reducedOnly = true;
  if (values.hideSharedAndRetirement) body.hideSharedAndRetirement = true;
  const epc = oneOf(EPC_RATINGS, values.minEpc);
  if (epc) body.minEpc = epc as EpcRating;
  if (values.area) body.area = values.area;
  return body;
}

/**
 * SPEC 5, Home search: location trimmed and sent only when not empty; 'All Types', 'Any Price' and
 * 'Any' leave their field out; '3+' becomes 3; square feet lose their commas; blanks are left out.
 * A price range wins over minimum and maximum prices (the API takes one or the other). A radius
 * is sent only with a location.
 */
export function toSearchBody(values: FilterValues): FilterBody {
  const body: FilterBody = {};
  const location = values.location.trim();
  if (location) body.location = location;
  if (values.propertyType && values.propertyType !== ALL_TYPES)
    body.propertyType = values.propertyType as FilterBody['propertyType'];
  if (values.priceRange && values.priceRange !== ANY_PRICE)
    body.priceRange = values.priceRange as FilterBody['priceRange'];
  else {
    const minPrice = parseWholeNumber(values.minPrice);
    if (minPrice) body.minPrice = minPrice;
    const maxPrice = parseWholeNumber(values.maxPrice);
    if (maxPrice) body.maxPrice = maxPrice;
  }
  const bedrooms = parseAtLeast(values.bedrooms);
  if (bedrooms !== undefined) body.bedrooms = bedrooms;
  const bathrooms = parseAtLeast(values.bathrooms);
  if (bathrooms !== undefined) body.bathrooms = bathrooms;
  const minSqft = parseWholeNumber(values.minSqft);
  if (minSqft !== undefined) body.minSqft = minSqft;
  const maxSqft = parseWholeNumber(values.maxSqft);
  if (maxSqft !== undefined) body.maxSqft = maxSqft;
  return { ...body, ...ukFilters(values) };
}

/** True when the body filters anything (SPEC 7: a search is tracked only then). */
export const hasFilters = (body: FilterBody) => Object.keys(body).length > 0;

/** How many filters a search sets besides its location: the phone's 'Filters (n)'. */
export const activeFilterCount = (body: FilterBody) =>
  Object.keys(body).filter((key) => key !== 'location').length;

/** The /search form shows a price range as the minimum and maximum it stands for. */
export function withPriceRangeAsBounds(values: FilterValues): FilterValues {
  const range = PRICE_RANGES.find((r) => r.label === values.priceRange);
  if (!range) return values;
  return {
    ...values,
    priceRange: ANY_PRICE,
    minPrice: range.min > 0 ? String(range.min) : '',
    maxPrice: range.max === undefined ? '' : String(range.max),
  };
}
