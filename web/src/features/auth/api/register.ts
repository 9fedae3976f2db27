import type { PublicUser, RegisterInput } from '@contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeUser } from '../lib/stored-user';
import { meQueryKey } from './get-me';

/** POST /api/auth/register: 201 with the new user, already signed in. */
export const register = (input: RegisterInput) => apiRequest<PublicUser>('POST', '/api/auth/register', input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
