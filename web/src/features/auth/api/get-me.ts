import type { PublicUser } from '@contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

/** Query key of the signed-in user; invalidate it after anything that changes the user (e.g. preferences). */
export const meQueryKey = ['/api/auth/me'] as const;

/** GET /api/auth/me: the signed-in user, or null when signed out (401). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
    retry: false,
    // Re-checked when the tab regains focus after a while, so a sign-out elsewhere shows up here.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
