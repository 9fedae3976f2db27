import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * SPEC 7 defaults: no retry, data never stale, no refetch on focus, no polling. The browser keeps
 * one client for the whole visit; a server render makes one per request, so no visitor's data
 * reaches another's page.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
