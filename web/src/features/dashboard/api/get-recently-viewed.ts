import type { Property } from '@contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/user/recently-viewed: the listings the signed-in user opened last, each once. */
export const getRecentlyViewed = (limit: number) =>
  apiRequest<Property[]>('GET', `/api/user/recently-viewed?limit=${limit}`);

export const recentlyViewedQueryOptions = (limit: number) =>
  queryOptions({ queryKey: queryKeys.recentlyViewed(limit), queryFn: () => getRecentlyViewed(limit) });

export const useRecentlyViewed = (limit = 3) => useQuery(recentlyViewedQueryOptions(limit));
