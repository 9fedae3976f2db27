import type { ChangeEmailInput, PublicUser } from '@contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/**
 * POST /api/auth/change-email with the password: answers the user on the new, unverified address
 * (409 `conflict` when another account holds it, 400 `invalid_credentials` for a wrong password).
 */
export const changeEmail = (input: ChangeEmailInput) =>
  apiRequest<PublicUser>('POST', '/api/auth/change-email', input);

export function useChangeEmail({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changeEmail> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, { onSuccess: (user) => setCurrentUser(queryClient, user) }),
    mutationFn: changeEmail,
  });
}
