import type { FavoriteStatus } from '@contracts/favorite';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** POST /api/properties/:id/favorite: saves or unsaves; the answer says which (SPEC 7). */
export const toggleFavorite = (id: string) =>
  apiRequest<FavoriteStatus>('POST', `/api/properties/${encodeURIComponent(id)}/favorite`);

/**
 * The toggle; on success the saved list and the activity counters are refreshed (SPEC 7).
 * Recommendations are only marked out of date: they leave out saved homes, so refetching at once
 * would whisk away the card whose heart was just pressed. They are fetched afresh on the next visit.
 */
export function useToggleFavorite({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof toggleFavorite> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: async (status, id) => {
        queryClient.setQueryData(queryKeys.favoriteStatus(id), status);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
          queryClient.invalidateQueries({ queryKey: queryKeys.insights }),
          queryClient.invalidateQueries({
            queryKey: queryKeys.recommendations,
            exact: true,
            refetchType: 'none',
          }),
        ]);
      },
    }),
    mutationFn: toggleFavorite,
  });
}
