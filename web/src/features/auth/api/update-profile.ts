import type { PublicUser, UpdateProfileInput } from '@contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/auth';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** PATCH /api/auth/account: the first and last name; answers the updated user. */
export const updateProfile = (input: UpdateProfileInput) =>
  apiRequest<PublicUser>('PATCH', '/api/auth/account', input);

export function useUpdateProfile({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, { onSuccess: (user) => setCurrentUser(queryClient, user) }),
    mutationFn: updateProfile,
  });
}
