import type { Property } from '@contracts/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { invalidateAll, listingListKeys, queryKeys } from './query-keys';
import { type MutationConfig, withOwnCallbacks } from './react-query';

/**
 * DELETE /api/properties/:id/sold-match: 'This is not my home's sale'. The listing's owner or an
 * administrator; the listing is for sale again and that sale never marks it again.
 */
export const undoSoldMatch = (id: string) =>
  apiRequest<Property>('DELETE', `/api/properties/${encodeURIComponent(id)}/sold-match`);

/** Shared by the listing page, My Properties and the admin panel: every list it shows in is refreshed. */
export function useUndoSoldMatch({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof undoSoldMatch> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: (property) => {
        queryClient.setQueryData(queryKeys.property(property.id), property);
        // Not awaited: the caller's toast and dialog close come first (see useDeleteAdminProperty).
        void invalidateAll(queryClient, [
          ...listingListKeys,
          queryKeys.admin.properties,
          queryKeys.admin.soldListings,
        ]);
      },
    }),
    mutationFn: undoSoldMatch,
  });
}
