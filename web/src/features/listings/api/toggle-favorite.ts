import type { FavoriteStatus } from '@contracts/favorite';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { favoriteStatusQueryOptions } from './get-favorite-status';
import { userFavoritesQueryOptions } from './get-user-favorites';

/** POST /api/properties/:id/favorite: saves or unsaves; the answer says which (SPEC 7). */
export const toggleFavorite = (id: string) =>
  apiRequest<FavoriteStatus>('POST', `/api/properties/${encodeURIComponent(id)}/favorite`);

/**
 * The toggle; on success the saved list and the activity counters are refreshed (SPEC 7).
 * Recommendations are only marked out of date: they leave out saved homes, so refetching at once
 * would whisk away the card whose heart was just pressed. They are fetched afresh on the next visit.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: async (status, id) => {
      queryClient.setQueryData(favoriteStatusQueryOptions(id).queryKey, status);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userFavoritesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/recommendations/insights'] }),
        queryClient.invalidateQueries({
          queryKey: ['/api/recommendations'],
          exact: true,
          refetchType: 'none',
        }),
      ]);
    },
  });
}
