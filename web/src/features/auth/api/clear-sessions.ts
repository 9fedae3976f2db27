import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearArea, localArea, sessionArea } from '@/lib/storage';
import { setCurrentUser } from '@/lib/auth';
import { type MutationConfig, withOwnCallbacks } from '@/lib/react-query';

/** POST /api/auth/clear-sessions: the way out of a stuck sign-in (SPEC 7 also wipes local and session storage). */
export const clearSessions = () => apiRequest<{ message: string }>('POST', '/api/auth/clear-sessions');

export function useClearSessions({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof clearSessions> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withOwnCallbacks(mutationConfig, {
      onSettled: () => {
        clearArea(localArea());
        clearArea(sessionArea());
        setCurrentUser(queryClient, null);
      },
    }),
    mutationFn: clearSessions,
  });
}
