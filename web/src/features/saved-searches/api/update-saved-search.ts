import type { SavedSearch, UpdateSavedSearchInput } from '@contracts/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedSearchesQueryOptions } from './get-saved-searches';

/** PATCH /api/saved-searches/:id: rename, or turn alerts on or off. */
export const updateSavedSearch = ({ id, ...input }: UpdateSavedSearchInput & { id: string }) =>
  apiRequest<SavedSearch>('PATCH', `/api/saved-searches/${encodeURIComponent(id)}`, input);

/** POST /api/saved-searches/:id/seen: its results were opened, so its new-match count restarts. */
export const markSavedSearchSeen = (id: string) =>
  apiRequest<SavedSearch>('POST', `/api/saved-searches/${encodeURIComponent(id)}/seen`);

/** The list in the cache takes the server's answer for the one search that changed. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (updated: SavedSearch) =>
    queryClient.setQueryData(savedSearchesQueryOptions().queryKey, (list) =>
      list?.map((search) => (search.id === updated.id ? updated : search)),
    );
}

export function useUpdateSavedSearch() {
  return useMutation({ mutationFn: updateSavedSearch, onSuccess: useReplaceInList() });
}

export function useMarkSavedSearchSeen() {
  return useMutation({ mutationFn: markSavedSearchSeen, onSuccess: useReplaceInList() });
}
