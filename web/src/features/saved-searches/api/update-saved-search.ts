import type { SavedSearch, UpdateSavedSearchInput } from '@contracts/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

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
    queryClient.setQueryData<SavedSearch[]>(queryKeys.savedSearches, (list) =>
      list?.map((search) => (search.id === updated.id ? updated : search)),
    );
}

export function useUpdateSavedSearch({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateSavedSearch> } = {}) {
  const replaceInList = useReplaceInList();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, { onSuccess: replaceInList }),
    mutationFn: updateSavedSearch,
  });
}

export function useMarkSavedSearchSeen({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof markSavedSearchSeen> } = {}) {
  const replaceInList = useReplaceInList();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, { onSuccess: replaceInList }),
    mutationFn: markSavedSearchSeen,
  });
}
