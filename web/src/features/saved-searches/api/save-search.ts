import type { CreateSavedSearchInput, SavedSearch } from '@contracts/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** POST /api/saved-searches. */
export const saveSearch = (input: CreateSavedSearchInput) =>
  apiRequest<SavedSearch>('POST', '/api/saved-searches', input);

export function useSaveSearch({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof saveSearch> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches }),
    }),
    mutationFn: saveSearch,
  });
}
