import type { Property } from '@contracts/property';
import type { UserPropertyBody } from '@contracts/user-property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAll, listingListKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** POST /api/user/properties (no id) or PUT /api/user/properties/:id. */
export const saveProperty = ({ id, body }: { id?: string; body: UserPropertyBody }) =>
  id
    ? apiRequest<Property>('PUT', `/api/user/properties/${encodeURIComponent(id)}`, body)
    : apiRequest<Property>('POST', '/api/user/properties', body);

/** On success every list the listing shows in is refreshed (the owner's own, the public ones). */
export function useSaveProperty({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof saveProperty> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, { onSuccess: () => invalidateAll(queryClient, listingListKeys) }),
    mutationFn: saveProperty,
  });
}
