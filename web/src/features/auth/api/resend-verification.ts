import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/auth/resend-verification: a new link to the address not verified yet. */
export const resendVerification = () =>
  apiRequest<{ message: string }>('POST', '/api/auth/resend-verification');

export const useResendVerification = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendVerification> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resendVerification });
