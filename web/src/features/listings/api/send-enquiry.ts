import type { MessageResponse } from '@contracts/common';
import type { EnquiryInput } from '@contracts/property';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/properties/:id/enquiries: e-mails the listing's agent (201 {message}). */
export const sendEnquiry = (id: string, enquiry: EnquiryInput) =>
  apiRequest<MessageResponse>('POST', `/api/properties/${encodeURIComponent(id)}/enquiries`, enquiry);

export const useSendEnquiry = (id: string) =>
  useMutation({ mutationFn: (enquiry: EnquiryInput) => sendEnquiry(id, enquiry) });
