import type { SavedSearch } from '@contracts/saved-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/saved-searches: the signed-in user's saved searches, newest first, with new-match counts. */
export const getSavedSearches = () => apiRequest<SavedSearch[]>('GET', '/api/saved-searches');

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.savedSearches, queryFn: getSavedSearches });

export const useSavedSearches = (enabled = true) => useQuery({ ...savedSearchesQueryOptions(), enabled });
