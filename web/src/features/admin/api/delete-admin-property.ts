import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAll, listingListKeys, queryKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** DELETE /api/admin/properties/:id: any listing. */
export const deleteAdminProperty = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/admin/properties/${encodeURIComponent(id)}`);

export function useDeleteAdminProperty({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteAdminProperty> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: () => {
        // Not awaited: the caller's toast and dialog close come first, then the lists refresh
        // (waiting could unmount the card, and with it the caller's callbacks, before they ran).
        void invalidateAll(queryClient, [queryKeys.admin.properties, ...listingListKeys]);
      },
    }),
    mutationFn: deleteAdminProperty,
  });
}
