import type { PropertySort } from '@contracts/property';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { LISTING_PAGE_SIZE, fetchPropertyPage, nextOffset } from './property-page';

/** GET /api/properties: every listing, page by page (SPEC 7). */
export const getProperties = (
  sort: PropertySort,
  offset: number,
  limit = LISTING_PAGE_SIZE,
  signal?: AbortSignal,
) =>
  fetchPropertyPage(
    `/api/properties?${new URLSearchParams({ sort, limit: String(limit), offset: String(offset) })}`,
    offset,
    undefined,
    signal,
  );

export const propertiesQueryOptions = (sort: PropertySort) =>
  infiniteQueryOptions({
    queryKey: queryKeys.listings.page(sort),
    queryFn: ({ pageParam, signal }) => getProperties(sort, pageParam, LISTING_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
