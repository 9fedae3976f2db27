import type { BoundingBox, PropertySort } from '@contracts/property';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { FilterBody } from '../lib/search-filters';
import { LISTING_PAGE_SIZE, fetchPropertyPage, nextOffset } from './property-page';

/** POST /api/properties/search: listings matching a filter, page by page (SPEC 7). */
export const searchProperties = (
  filter: FilterBody,
  page: { sort: PropertySort; offset: number; limit: number; bbox?: BoundingBox },
  signal?: AbortSignal,
) => fetchPropertyPage('/api/properties/search', page.offset, { ...filter, ...page }, signal);

export const searchPropertiesQueryOptions = (filter: FilterBody, sort: PropertySort) =>
  infiniteQueryOptions({
    queryKey: queryKeys.listings.searchPage(filter, sort),
    queryFn: ({ pageParam, signal }) =>
      searchProperties(filter, { sort, offset: pageParam, limit: LISTING_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** A map's worth of markers: the first listings inside the visible area. */
export const MAP_AREA_LIMIT = 250;

export const propertiesInAreaQueryOptions = (filter: FilterBody, bbox: BoundingBox) =>
  queryOptions({
    queryKey: queryKeys.listings.searchArea(filter, bbox),
    queryFn: ({ signal }) =>
      searchProperties(filter, { sort: 'newest', offset: 0, limit: MAP_AREA_LIMIT, bbox }, signal),
  });
