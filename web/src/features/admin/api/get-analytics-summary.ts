import type { AnalyticsPeriod, AnalyticsSummary } from '@contracts/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ANALYTICS_STALE_MS } from '../lib/timings';

/** GET /api/admin/analytics?days=: visits, unique visitors, top pages and sources, visits per day. */
export const getAnalyticsSummary = (days: AnalyticsPeriod) =>
  apiRequest<AnalyticsSummary>('GET', `/api/admin/analytics?days=${days}`);

export const analyticsSummaryQueryOptions = (days: AnalyticsPeriod) =>
  queryOptions({
    queryKey: queryKeys.admin.analyticsPeriod(days),
    queryFn: () => getAnalyticsSummary(days),
    staleTime: ANALYTICS_STALE_MS,
  });

/** The figures for the chosen period; the previous period's stay on screen while the next loads. */
export const useAnalyticsSummary = (days: AnalyticsPeriod) =>
  useQuery({ ...analyticsSummaryQueryOptions(days), placeholderData: keepPreviousData });
