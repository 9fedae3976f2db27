import type { SoldStatus } from '@contracts/sold/status';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const STATUS_POLL_MS = 5000;

/** GET /api/sold-prices/status: whether sold data is loaded, how much, and how to load it. */
export const getSoldStatus = () => apiRequest<SoldStatus>('GET', '/api/sold-prices/status');

/** Polls only while an import is running, so the page notices when the data arrives. */
export const soldStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sold.status,
    queryFn: getSoldStatus,
    refetchInterval: (query) => (query.state.data?.loading ? STATUS_POLL_MS : false),
  });

export function useSoldStatus() {
  const queryClient = useQueryClient();
  const status = useQuery(soldStatusQueryOptions());
  const loading = status.data?.loading;
  const wasLoading = useRef(false);
  useEffect(() => {
    // Searches answered while an import was running saw part of the data: ask again once it is in.
    if (wasLoading.current && loading === false)
      void queryClient.invalidateQueries({ queryKey: queryKeys.sold.all });
    wasLoading.current = loading === true;
  }, [loading, queryClient]);
  return status;
}
