import type { LoginInput, PublicUser } from '@contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeUser } from '../lib/stored-user';
import { meQueryKey } from './get-me';

/** POST /api/auth/login with {username,password} or {email,password}; the session arrives as an httpOnly cookie. */
export const login = (input: LoginInput) => apiRequest<PublicUser>('POST', '/api/auth/login', input);

/** Signs in and makes the new user current everywhere (storage + me query). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
