import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAll, listingListKeys, queryKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** DELETE /api/admin/users/:id: the account and everything it owned, its listings too. */
export const deleteAdminUser = (id: string) =>
  apiRequest<{ message: string }>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);

export function useDeleteAdminUser({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteAdminUser> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: () => {
        // Not awaited: the caller's toast and dialog close come first, then the lists refresh
        // (waiting could unmount the card, and with it the caller's callbacks, before they ran).
        void invalidateAll(queryClient, [
          queryKeys.admin.users,
          queryKeys.admin.properties,
          ...listingListKeys,
        ]);
      },
    }),
    mutationFn: deleteAdminUser,
  });
}
