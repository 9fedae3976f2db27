import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminPropertiesKey, publicListingKeys } from './admin-keys';

/** DELETE /api/admin/properties/:id: any listing. */
export const deleteAdminProperty = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/admin/properties/${encodeURIComponent(id)}`);

export function useDeleteAdminProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProperty,
    onSuccess: () => {
      // Not awaited: the caller's toast and dialog close come first, then the lists refresh
      // (waiting could unmount the card, and with it the caller's callbacks, before they ran).
      void Promise.all(
        [adminPropertiesKey, ...publicListingKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
