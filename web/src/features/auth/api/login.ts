import type { LoginInput, PublicUser } from '@contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** POST /api/auth/login with {username,password} or {email,password}; the session arrives as an httpOnly cookie. */
export const login = (input: LoginInput) => apiRequest<PublicUser>('POST', '/api/auth/login', input);

/** Signs in and makes the new user current everywhere (storage + me query). */
export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: (user) => setCurrentUser(queryClient, user),
    }),
    mutationFn: login,
  });
}
