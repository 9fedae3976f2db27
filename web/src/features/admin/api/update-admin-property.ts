import type { AdminPropertyUpdate } from '@contracts/admin';
import type { Property } from '@contracts/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminPropertiesKey, publicListingKeys } from './admin-keys';

/** PUT /api/admin/properties/:id: the dialog's fields; the server also makes the listing 'available'. */
export const updateAdminProperty = ({ id, body }: { id: string; body: AdminPropertyUpdate }) =>
  apiRequest<Property>('PUT', `/api/admin/properties/${encodeURIComponent(id)}`, body);

export function useUpdateAdminProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProperty,
    onSuccess: (_updated, { id }) => {
      // Not awaited: the caller's toast and dialog close come first, then the lists refresh.
      void Promise.all(
        [adminPropertiesKey, ...publicListingKeys, [`/api/properties/${id}`]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
