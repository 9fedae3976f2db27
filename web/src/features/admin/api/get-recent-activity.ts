import { type ActivityEntry, RECENT_ACTIVITY_DEFAULT } from '@contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ANALYTICS_STALE_MS } from '../lib/timings';

/** GET /api/admin/analytics/recent?limit=25: the latest requests, newest first. */
export const getRecentActivity = (limit: number) =>
  apiRequest<ActivityEntry[]>('GET', `/api/admin/analytics/recent?limit=${limit}`);

export const recentActivityQueryOptions = (limit = RECENT_ACTIVITY_DEFAULT) =>
  queryOptions({
    queryKey: queryKeys.admin.recentActivityLimit(limit),
    queryFn: () => getRecentActivity(limit),
    staleTime: ANALYTICS_STALE_MS,
  });

export const useRecentActivity = (limit = RECENT_ACTIVITY_DEFAULT) =>
  useQuery(recentActivityQueryOptions(limit));
