import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearArea, localArea, sessionArea } from '@/lib/storage';
import { meQueryKey } from './get-me';

/** POST /api/auth/clear-sessions: the way out of a stuck sign-in (SPEC 7 also wipes local and session storage). */
export const clearSessions = () => apiRequest<{ message: string }>('POST', '/api/auth/clear-sessions');

export function useClearSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSessions,
    onSettled: () => {
      clearArea(localArea());
      clearArea(sessionArea());
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
