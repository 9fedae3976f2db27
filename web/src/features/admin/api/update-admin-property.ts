import type { AdminPropertyUpdate } from '@contracts/admin';
import type { Property } from '@contracts/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAll, listingListKeys, queryKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** PUT /api/admin/properties/:id: the dialog's fields; the server also makes the listing 'available'. */
export const updateAdminProperty = ({ id, body }: { id: string; body: AdminPropertyUpdate }) =>
  apiRequest<Property>('PUT', `/api/admin/properties/${encodeURIComponent(id)}`, body);

export function useUpdateAdminProperty({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateAdminProperty> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: (_updated, { id }) => {
        // Not awaited: the caller's toast and dialog close come first, then the lists refresh.
        void invalidateAll(queryClient, [
          queryKeys.admin.properties,
          ...listingListKeys,
          queryKeys.property(id),
        ]);
      },
    }),
    mutationFn: updateAdminProperty,
  });
}
