import type { Property } from '@contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { TOUR_SIZE } from '../lib/tour-state';

/** GET /api/properties, first page only: the tour visits the first 8 listings (newest first). */
export const getTourProperties = () =>
  apiRequest<Property[]>('GET', `/api/properties?${new URLSearchParams({ limit: String(TOUR_SIZE) })}`);

/** A non-list answer is no stops rather than a broken page. Module level: a stable `select` keeps its result stable. */
const firstStops = (data: Property[]) => (Array.isArray(data) ? data.slice(0, TOUR_SIZE) : []);

export const tourPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.listings.tour(TOUR_SIZE),
    queryFn: getTourProperties,
    select: firstStops,
  });

export const useTourProperties = () => useQuery(tourPropertiesQueryOptions());
