import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/verify-email?token=: the token is single-use, so the answer is cached and never refetched. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.verifyEmail(token),
    queryFn: () =>
      apiRequest<{ message: string }>('GET', `/api/verify-email?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
