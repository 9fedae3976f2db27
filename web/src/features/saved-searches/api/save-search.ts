import type { CreateSavedSearchInput, SavedSearch } from '@contracts/saved-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedSearchesQueryOptions } from './get-saved-searches';

/** POST /api/saved-searches. */
export const saveSearch = (input: CreateSavedSearchInput) =>
  apiRequest<SavedSearch>('POST', '/api/saved-searches', input);

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}
