import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { toastAfterReload } from '@/lib/flash-toast';
import { toast } from '@/lib/use-toast';
import { logout } from '../api/logout';
import { clearStoredUser } from '@/lib/auth';
import { LOGOUT_FAILURE_RELOAD_MS } from '../lib/timings';

/**
 * Sign out (SPEC 4 and 8): the server ends the session, the browser forgets the user and every cached
 * answer, then a full page load starts clean at `redirectTo` (/login; My Properties passes /).
 */
export function useSignOut({ redirectTo = paths.login }: { redirectTo?: string } = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearStoredUser();
      queryClient.clear();
      toastAfterReload({ title: 'Signed Out', description: 'You have been signed out successfully.' });
      window.location.assign(redirectTo);
    },
    onError: () => {
      toast({
        title: 'Logout Issue',
        description: 'Logout may have failed. Refreshing page...',
        variant: 'destructive',
      });
      clearStoredUser();
      queryClient.clear();
      setTimeout(() => window.location.reload(), LOGOUT_FAILURE_RELOAD_MS);
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
