import type { DeleteAccountInput } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/auth/account with the password: 400 'Incorrect password' when it does not match. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest<{ message: string }>('DELETE', '/api/auth/account', input);

export const useDeleteAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: deleteAccount });
