import type { MessageResponse } from '@contracts/common';
import type { EnquiryInput } from '@contracts/property';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/properties/:id/enquiries: e-mails the listing's agent (201 {message}). */
export const sendEnquiry = (id: string, enquiry: EnquiryInput) =>
  apiRequest<MessageResponse>('POST', `/api/properties/${encodeURIComponent(id)}/enquiries`, enquiry);

export const useSendEnquiry = (
  id: string,
  {
    mutationConfig,
  }: { mutationConfig?: MutationConfig<(enquiry: EnquiryInput) => ReturnType<typeof sendEnquiry>> } = {},
) => useMutation({ ...mutationConfig, mutationFn: (enquiry: EnquiryInput) => sendEnquiry(id, enquiry) });
