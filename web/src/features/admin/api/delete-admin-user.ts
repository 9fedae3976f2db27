import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminPropertiesKey, adminUsersKey, publicListingKeys } from './admin-keys';

/** DELETE /api/admin/users/:id: the account and everything it owned, its listings too. */
export const deleteAdminUser = (id: string) =>
  apiRequest<{ message: string }>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: () => {
      // Not awaited: the caller's toast and dialog close come first, then the lists refresh
      // (waiting could unmount the card, and with it the caller's callbacks, before they ran).
      void Promise.all(
        [adminUsersKey, adminPropertiesKey, ...publicListingKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
