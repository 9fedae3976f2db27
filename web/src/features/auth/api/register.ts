import type { PublicUser, RegisterInput } from '@contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** POST /api/auth/register: 201 with the new user, already signed in. */
export const register = (input: RegisterInput) => apiRequest<PublicUser>('POST', '/api/auth/register', input);

export function useRegister({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: (user) => setCurrentUser(queryClient, user),
    }),
    mutationFn: register,
  });
}
