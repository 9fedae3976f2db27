import type { SavedSearch } from '@contracts/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** DELETE /api/saved-searches/:id. */
export const deleteSavedSearch = (id: string) =>
  apiRequest<null>('DELETE', `/api/saved-searches/${encodeURIComponent(id)}`);

export function useDeleteSavedSearch({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteSavedSearch> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: (_nothing, id) =>
        queryClient.setQueryData<SavedSearch[]>(queryKeys.savedSearches, (list) =>
          list?.filter((search) => search.id !== id),
        ),
    }),
    mutationFn: deleteSavedSearch,
  });
}
