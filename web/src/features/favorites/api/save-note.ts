import type { SavedProperty } from '@contracts/favorite';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** PUT /api/user/favorites/:id/note: the user's private note on a saved home ('' removes it). */
export const saveNote = ({ propertyId, note }: { propertyId: string; note: string }) =>
  apiRequest<{ note: string | null }>('PUT', `/api/user/favorites/${encodeURIComponent(propertyId)}/note`, {
    note,
  });

/** Writes the stored note into the cached list, so the card shows it without refetching every home. */
export function useSaveNote({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveNote> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: ({ note }, { propertyId }) =>
        queryClient.setQueryData<SavedProperty[]>(queryKeys.favorites, (homes) =>
          homes?.map((home) => (home.id === propertyId ? { ...home, note } : home)),
        ),
    }),
    mutationFn: saveNote,
  });
}
