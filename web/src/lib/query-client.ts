import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** SPEC 7 defaults: no retry, data never stale, no refetch on focus, no polling. */
export const queryClient = new QueryClient({
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
