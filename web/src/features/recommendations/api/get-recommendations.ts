import type { Recommendation } from '@contracts/recommendations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/recommendations (SPEC 7): listings picked for the user, each with its reasons. */
export const getRecommendations = () => apiRequest<Recommendation[]>('GET', '/api/recommendations');

export const recommendationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.recommendations, queryFn: getRecommendations });

export const useRecommendations = (enabled: boolean) =>
  useQuery({ ...recommendationsQueryOptions(), enabled });
