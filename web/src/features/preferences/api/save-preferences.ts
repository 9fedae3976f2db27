import type { Preferences, PreferencesInput } from '@contracts/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/user/preferences (SPEC 7): replaces the user's preferences. */
export const savePreferences = (body: PreferencesInput) =>
  apiRequest<Preferences>('POST', '/api/user/preferences', body);

/** On success the recommendations are fetched again (SPEC 7), the user too (their preferred* fields). */
export function useSavePreferences(userQueryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
        queryClient.invalidateQueries({
          queryKey: ['/api/recommendations'],
          exact: true,
          refetchType: 'all',
        }),
      ]),
  });
}
