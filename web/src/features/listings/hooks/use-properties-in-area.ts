import type { BoundingBox } from '@contracts/property';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAP_AREA_LIMIT, propertiesInAreaQueryOptions } from '../api/search-properties';

const NO_AREA: BoundingBox = { south: 0, west: 0, north: 0, east: 0 };

/**
 * Listings inside the visible map area (POST /api/properties/search with bbox): a map of
 * thousands of listings only ever draws the first few hundred where the user is looking.
 */
export function usePropertiesInArea(bbox: BoundingBox | null) {
  const query = useQuery({
    ...propertiesInAreaQueryOptions({}, bbox ?? NO_AREA),
    enabled: bbox !== null,
    placeholderData: keepPreviousData,
  });
  return {
    items: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    limit: MAP_AREA_LIMIT,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
  };
}
