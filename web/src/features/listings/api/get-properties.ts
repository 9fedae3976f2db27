import type { PropertySort } from '@contracts/property';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import {
  FIRST_PAGE,
  LISTING_PAGE_SIZE,
  CARD_FIELDS,
  fetchPropertyPage,
  nextPageStart,
  type PageStart,
  pagePosition,
} from './property-page';

/** GET /api/properties: every listing, page by page (SPEC 7). */
export const getProperties = (
  sort: PropertySort,
  start: PageStart,
  limit = LISTING_PAGE_SIZE,
  signal?: AbortSignal,
) => {
  const query = { sort, limit: String(limit), ...pagePosition(start), ...CARD_FIELDS };
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return fetchPropertyPage(`/api/properties?${params}`, start, undefined, signal);
};

export const propertiesQueryOptions = (sort: PropertySort) =>
  infiniteQueryOptions({
    queryKey: queryKeys.listings.page(sort),
    queryFn: ({ pageParam, signal }) => getProperties(sort, pageParam, LISTING_PAGE_SIZE, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageStart,
  });
