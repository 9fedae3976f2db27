import type { ChangePasswordInput } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** POST /api/auth/change-password: this session stays signed in, every other one is ended. */
export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<{ message: string }>('POST', '/api/auth/change-password', input);

export const useChangePassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changePassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: changePassword });
