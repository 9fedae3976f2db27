import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedSearchesQueryOptions } from './get-saved-searches';

/** DELETE /api/saved-searches/:id. */
export const deleteSavedSearch = (id: string) =>
  apiRequest<null>('DELETE', `/api/saved-searches/${encodeURIComponent(id)}`);

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData(savedSearchesQueryOptions().queryKey, (list) =>
        list?.filter((search) => search.id !== id),
      ),
  });
}
