import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshListings } from './refresh-listings';

/** DELETE /api/user/properties/:id: the listing, its favourites, views and photos. */
export const deleteProperty = (id: string) =>
  apiRequest<null>('DELETE', `/api/user/properties/${encodeURIComponent(id)}`);

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProperty, onSuccess: () => refreshListings(queryClient) });
}
