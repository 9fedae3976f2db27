import type { MessageResponse } from '@contracts/common';
import type { ViewingRequestInput } from '@contracts/property';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/properties/:id/viewing-requests: e-mails the agent a viewing request (201 {message}). */
export const requestViewing = (propertyId: string, request: ViewingRequestInput) =>
  apiRequest<MessageResponse>(
    'POST',
    `/api/properties/${encodeURIComponent(propertyId)}/viewing-requests`,
    request,
  );

export const useRequestViewing = (
  propertyId: string,
  {
    mutationConfig,
  }: {
    mutationConfig?: MutationConfig<(request: ViewingRequestInput) => ReturnType<typeof requestViewing>>;
  } = {},
) =>
  useMutation({
    ...mutationConfig,
    mutationFn: (request: ViewingRequestInput) => requestViewing(propertyId, request),
  });
