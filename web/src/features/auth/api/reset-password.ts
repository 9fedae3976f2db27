import type { ResetPasswordInput } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/auth/reset-password: 400 'This reset link is invalid or has expired.' for a bad token. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<{ message: string }>('POST', '/api/auth/reset-password', input);

export const useResetPassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resetPassword });
