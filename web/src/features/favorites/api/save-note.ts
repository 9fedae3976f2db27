import type { SavedProperty } from '@contracts/favorite';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedHomesQueryOptions } from './get-saved-homes';

/** PUT /api/user/favorites/:id/note: the user's private note on a saved home ('' removes it). */
export const saveNote = ({ propertyId, note }: { propertyId: string; note: string }) =>
  apiRequest<{ note: string | null }>('PUT', `/api/user/favorites/${encodeURIComponent(propertyId)}/note`, {
    note,
  });

/** Writes the stored note into the cached list, so the card shows it without refetching every home. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNote,
    onSuccess: ({ note }, { propertyId }) =>
      queryClient.setQueryData<SavedProperty[]>(savedHomesQueryOptions().queryKey, (homes) =>
        homes?.map((home) => (home.id === propertyId ? { ...home, note } : home)),
      ),
  });
}
