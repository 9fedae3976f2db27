import type { ListingHistoryEvent } from '@contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/properties/:id/history: the listing's own events, newest first. */
export const getListingHistory = (id: string, signal?: AbortSignal) =>
  apiRequest<ListingHistoryEvent[]>('GET', `/api/properties/${encodeURIComponent(id)}/history`, undefined, {
    signal,
  });

export const listingHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.listingHistory(id),
    queryFn: ({ signal }) => getListingHistory(id, signal),
  });

export const useListingHistory = (id: string) => useQuery(listingHistoryQueryOptions(id));
