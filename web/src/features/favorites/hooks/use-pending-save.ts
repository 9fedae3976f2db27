import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { favoriteStatusQueryOptions } from '../api/get-favorite-status';
import { useToggleFavorite } from '../api/toggle-favorite';
import { takePendingSave } from '../lib/pending-save';
import { FAVORITE_TOAST_MS } from './use-favorite-toggle';

/** Pages that sign in and then load another page: the save waits for that page, so its toast is seen. */
const SIGN_IN_PAGES: readonly string[] = [paths.login, paths.register, paths.adminLogin];

/**
 * Completes a save the visitor asked for before signing in (see `rememberPendingSave`), once the
 * server confirms who is signed in: the home is saved (never unsaved if it already was) and SPEC 8's
 * 'Property saved to favorites' toast says so, on whatever page sign-in led to.
 */
export function usePendingSave(signedIn: boolean) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { mutateAsync: toggle } = useToggleFavorite();
  const started = useRef(false);
  const waiting = signedIn && !SIGN_IN_PAGES.includes(pathname);

  useEffect(() => {
    if (!waiting || started.current) return;
    const pending = takePendingSave();
    if (!pending) return;
    started.current = true;
    const { propertyId, title } = pending;
    void (async () => {
      try {
        const status = await queryClient.fetchQuery({
          ...favoriteStatusQueryOptions(propertyId),
          staleTime: 0,
        });
        if (!status.isFavorited) await toggle(propertyId);
        toast({ title: 'Property saved to favorites', description: title, duration: FAVORITE_TOAST_MS });
      } catch (error) {
        toastRequestError(error, 'Could not save the property', 'Please try saving it again.');
      } finally {
        started.current = false;
      }
    })();
  }, [waiting, queryClient, toggle]);
}
