import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAll, listingListKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** DELETE /api/user/properties/:id: the listing, its favourites, views and photos. */
export const deleteProperty = (id: string) =>
  apiRequest<null>('DELETE', `/api/user/properties/${encodeURIComponent(id)}`);

/** On success every list the listing showed in is refreshed. */
export function useDeleteProperty({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteProperty> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, { onSuccess: () => invalidateAll(queryClient, listingListKeys) }),
    mutationFn: deleteProperty,
  });
}
