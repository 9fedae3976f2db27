import type { Comparison } from '@contracts/favorite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/user/favorites/compare: up to 4 saved homes side by side, with local sold-price medians. */
export const compareHomes = (ids: readonly string[]) =>
  apiRequest<Comparison>('GET', `/api/user/favorites/compare?ids=${ids.map(encodeURIComponent).join(',')}`);

export const comparisonQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.comparison(ids),
    queryFn: () => compareHomes(ids),
  });

export const useComparison = (ids: readonly string[], enabled: boolean) =>
  useQuery({ ...comparisonQueryOptions(ids), enabled: enabled && ids.length > 0 });
