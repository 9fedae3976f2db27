import { PRICE_RANGES, PROPERTY_TYPES } from '@contracts/property-options';
import type { PropertySearchInput } from '@contracts/property';

/** The home filter form as the user sees it (SPEC 2, Home): every value is the option's text. */
export interface FilterValues {
  location: string;
  propertyType: string;
  priceRange: string;
  bedrooms: string;
  bathrooms: string;
  minSqft: string;
  maxSqft: string;
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

/**
 * SPEC 5, Home search: location trimmed and sent only when not empty; 'All Types', 'Any Price' and
 * 'Any' leave their field out; '3+' becomes 3; square feet lose their commas; blanks are left out.
 */
export function toSearchBody(values: FilterValues): FilterBody {
  const body: FilterBody = {};
  const location = values.location.trim();
  if (location) body.location = location;
  if (values.propertyType && values.propertyType !== ALL_TYPES)
    body.propertyType = values.propertyType as FilterBody['propertyType'];
  if (values.priceRange && values.priceRange !== ANY_PRICE)
    body.priceRange = values.priceRange as FilterBody['priceRange'];
  const bedrooms = parseAtLeast(values.bedrooms);
  if (bedrooms !== undefined) body.bedrooms = bedrooms;
  const bathrooms = parseAtLeast(values.bathrooms);
  if (bathrooms !== undefined) body.bathrooms = bathrooms;
  const minSqft = parseWholeNumber(values.minSqft);
  if (minSqft !== undefined) body.minSqft = minSqft;
  const maxSqft = parseWholeNumber(values.maxSqft);
  if (maxSqft !== undefined) body.maxSqft = maxSqft;
  return body;
}

/** True when the body filters anything (SPEC 7: a search is tracked only then). */
export const hasFilters = (body: FilterBody) => Object.keys(body).length > 0;
