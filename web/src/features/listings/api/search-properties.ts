import type { BoundingBox, PropertySort } from '@contracts/property';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { FilterBody } from '../lib/search-filters';
import {
  FIRST_PAGE,
  LISTING_PAGE_SIZE,
  CARD_FIELDS,
  fetchPropertyPage,
  nextPageStart,
  type PageStart,
  pagePosition,
} from './property-page';

/** POST /api/properties/search: listings matching a filter, page by page (SPEC 7). */
export const searchProperties = (
  filter: FilterBody,
  page: { sort: PropertySort; start: PageStart; limit: number; bbox?: BoundingBox },
  signal?: AbortSignal,
) => {
  const { start, ...rest } = page;
  return fetchPropertyPage(
    '/api/properties/search',
    start,
    { ...filter, ...rest, ...pagePosition(start), ...CARD_FIELDS },
    signal,
  );
};

export const searchPropertiesQueryOptions = (filter: FilterBody, sort: PropertySort) =>
  infiniteQueryOptions({
    queryKey: queryKeys.listings.searchPage(filter, sort),
    queryFn: ({ pageParam, signal }) =>
      searchProperties(filter, { sort, start: pageParam, limit: LISTING_PAGE_SIZE }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageStart,
  });

/** A map's worth of markers: the first listings inside the visible area. */
export const MAP_AREA_LIMIT = 250;

export const propertiesInAreaQueryOptions = (filter: FilterBody, bbox: BoundingBox) =>
  queryOptions({
    queryKey: queryKeys.listings.searchArea(filter, bbox),
    queryFn: ({ signal }) =>
      searchProperties(filter, { sort: 'newest', start: FIRST_PAGE, limit: MAP_AREA_LIMIT, bbox }, signal),
  });
