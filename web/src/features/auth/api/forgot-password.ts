import type { ForgotPasswordInput } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/auth/forgot-password: same answer whether or not the e-mail has an account. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', input);

export const useRequestPasswordReset = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestPasswordReset> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: requestPasswordReset });
