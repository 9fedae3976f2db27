import type { Insights } from '@contracts/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/recommendations/insights (SPEC 7): the activity counters; not retried. */
export const getInsights = () => apiRequest<Insights>('GET', '/api/recommendations/insights');

export const insightsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.insights, queryFn: getInsights, retry: false });

export const useInsights = (enabled: boolean) => useQuery({ ...insightsQueryOptions(), enabled });
