import { addedWithinLabel, radiusLabel } from '@contracts/material-info';
import type { PropertyFilters } from '@contracts/property';
import { formatNumber } from '@/lib/format';

const money = (pounds: number) =>
  pounds >= 1_000_000 ? `£${+(pounds / 1_000_000).toFixed(2)}m` : `£${Math.round(pounds / 1000)}k`;

/** The filters of a saved search in a few words, in the order a buyer thinks of them. */
export function describeFilters(filters: Partial<PropertyFilters>): string[] {
  const parts: string[] = [];
  if (filters.location) parts.push(filters.location);
  if (filters.radius) parts.push(radiusLabel(filters.radius).toLowerCase());
  if (filters.propertyType) parts.push(filters.propertyType);
  if (filters.priceRange) parts.push(filters.priceRange);
  else if (filters.minPrice !== undefined && filters.maxPrice !== undefined)
    parts.push(`${money(filters.minPrice)} - ${money(filters.maxPrice)}`);
  else if (filters.maxPrice !== undefined) parts.push(`up to ${money(filters.maxPrice)}`);
  else if (filters.minPrice !== undefined) parts.push(`from ${money(filters.minPrice)}`);
  if (filters.bedrooms !== undefined) parts.push(`${filters.bedrooms}+ beds`);
  if (filters.bathrooms !== undefined) parts.push(`${filters.bathrooms}+ baths`);
  if (filters.minSqft !== undefined && filters.maxSqft !== undefined)
    parts.push(`${formatNumber(filters.minSqft)}-${formatNumber(filters.maxSqft)} sq ft`);
  else if (filters.minSqft !== undefined) parts.push(`${formatNumber(filters.minSqft)}+ sq ft`);
  else if (filters.maxSqft !== undefined) parts.push(`up to ${formatNumber(filters.maxSqft)} sq ft`);
  if (filters.builtForm?.length) parts.push(filters.builtForm.join(' or '));
  if (filters.tenure?.length) parts.push(filters.tenure.join(' or '));
  if (filters.maxDaysSinceAdded)
    parts.push(`added: ${addedWithinLabel(filters.maxDaysSinceAdded).toLowerCase()}`);
  if (filters.reducedOnly) parts.push('reduced only');
  if (filters.hideSharedAndRetirement) parts.push('no shared ownership or retirement homes');
  if (filters.minEpc) parts.push(`EPC ${filters.minEpc === 'A' ? 'A' : `${filters.minEpc} or better`}`);
  return parts;
}

/** A name to start from: '3+ beds House in Leeds' reads better than the raw filters. */
export function suggestName(filters: Partial<PropertyFilters>): string {
  const { location, ...rest } = filters;
  const what = describeFilters(rest).join(', ') || 'Homes';
  return (location ? `${what} in ${location}` : what).slice(0, 80);
}
