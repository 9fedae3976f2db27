import { formatMoney } from '@/lib/format';
import { type ListingQuery, listingFilterBody, writeListingQuery } from './listing-query';
import type { FilterBody } from './search-filters';

/** 'Any price' ranges read as '£300k - £500k'; as a phrase 'at £300k - £500k'. */
function pricePhrase(body: FilterBody): string {
  if (body.priceRange) return ` at ${body.priceRange}`;
  const { minPrice, maxPrice } = body;
  if (minPrice && maxPrice) return ` from ${formatMoney(minPrice)} to ${formatMoney(maxPrice)}`;
  if (maxPrice) return ` up to ${formatMoney(maxPrice)}`;
  if (minPrice) return ` from ${formatMoney(minPrice)}`;
  return '';
}

/** '3+ bed houses for sale within 5 miles of Leeds up to £300,000', from the filters that say most. */
function searchHeadline(body: FilterBody): string {
  const beds = body.bedrooms ? `${body.bedrooms}+ bed ` : '';
  const what = body.propertyType ? `${body.propertyType.toLowerCase()}s` : 'homes';
  const place = body.location
    ? body.radius
      ? ` within ${body.radius} ${body.radius === 1 ? 'mile' : 'miles'} of ${body.location}`
      : ` in ${body.location}`
    : '';
  const text = `${beds}${what} for sale${place}${pricePhrase(body)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface SearchMeta {
  page: string;
  description: string;
  /** The canonical path: the filters only, as sort and view show the same homes. */
  path: string;
}

/** Title, description and canonical address of a listings page (/ or /search) for its query. */
export function searchMeta(pathname: string, query: ListingQuery): SearchMeta {
  const body = listingFilterBody(query);
  const params = writeListingQuery({ filters: query.filters, sort: 'newest', view: 'grid' }).toString();
  const path = params ? `${pathname}?${params}` : pathname;
  if (Object.keys(body).length === 0) {
    return {
      page: 'Search Properties',
      description:
        'Search homes for sale across the UK by place, price, bedrooms, tenure and energy rating, and see what homes nearby sold for.',
      path,
    };
  }
  const headline = searchHeadline(body);
  return {
    page: headline,
    description: `${headline}: photos, floor areas, tenure and the sold prices nearby, on Home Hunter.`,
    path,
  };
}
