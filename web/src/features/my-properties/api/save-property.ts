import type { Property } from '@contracts/property';
import type { UserPropertyBody } from '@contracts/user-property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshListings } from './refresh-listings';

/** POST /api/user/properties (no id) or PUT /api/user/properties/:id. */
export const saveProperty = ({ id, body }: { id?: string; body: UserPropertyBody }) =>
  id
    ? apiRequest<Property>('PUT', `/api/user/properties/${encodeURIComponent(id)}`, body)
    : apiRequest<Property>('POST', '/api/user/properties', body);

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProperty, onSuccess: () => refreshListings(queryClient) });
}
