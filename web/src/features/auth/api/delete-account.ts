import type { DeleteAccountInput } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/auth/account with the password: 400 'Incorrect password' when it does not match. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest<{ message: string }>('DELETE', '/api/auth/account', input);

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
