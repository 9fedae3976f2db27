import type { Preferences, PreferencesInput } from '@contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** POST /api/user/preferences (SPEC 7): replaces the user's preferences. */
export const savePreferences = (body: PreferencesInput) =>
  apiRequest<Preferences>('POST', '/api/user/preferences', body);

/**
 * On success the recommendations are fetched again (SPEC 7), the signed-in user too (their
 * preferred* fields), so the form and the header see the new values.
 */
export function useSavePreferences({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof savePreferences> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.me }),
          queryClient.invalidateQueries({
            queryKey: queryKeys.recommendations,
            exact: true,
            refetchType: 'all',
          }),
        ]),
    }),
    mutationFn: savePreferences,
  });
}
