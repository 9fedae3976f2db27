import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { favoriteStatusQueryOptions } from '../api/get-favorite-status';
import { useToggleFavorite } from '../api/toggle-favorite';
import { rememberPendingSave } from '../lib/pending-save';

/** SPEC 9: favourite toasts last 2 s; the press animation 200 ms. */
export const FAVORITE_TOAST_MS = 2000;
export const PRESS_ANIMATION_MS = 200;

interface Options {
  propertyId: string;
  /** Named in the toast once a save made before signing in is completed. */
  propertyTitle?: string;
  isAuthenticated: boolean;
  /** Saved according to a list already loaded (the user's favourites); the server's own answer wins. */
  savedHint?: boolean;
  /** Ask the server for this listing's state (the detail page); cards rely on the hint. */
  checkStatus?: boolean;
}

/** Save / Saved for one listing (SPEC 4, Favourite toggle). */
export function useFavoriteToggle({
  propertyId,
  propertyTitle,
  isAuthenticated,
  savedHint = false,
  checkStatus = false,
}: Options) {
  const status = useQuery({
    ...favoriteStatusQueryOptions(propertyId),
    enabled: isAuthenticated && checkStatus,
  });
  const mutation = useToggleFavorite();
  const navigate = useNavigate();
  const [pressed, setPressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const saved = isAuthenticated && (status.data?.isFavorited ?? savedHint);

  /**
   * SPEC 8's toast, with a way to sign in. The save is remembered, and completed once the visitor
   * has signed in (`usePendingSave`), wherever sign-in takes them.
   */
  function askToSignIn() {
    rememberPendingSave(propertyId, propertyTitle);
    toast({
      title: 'Please sign in to save properties',
      duration: FAVORITE_TOAST_MS,
      action: {
        label: 'Sign in',
        altText: 'Sign in from the account menu to save this property',
        onClick: () => navigate(paths.login),
      },
    });
  }

  function toggle() {
    setPressed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPressed(false), PRESS_ANIMATION_MS);
    if (!isAuthenticated) {
      askToSignIn();
      return;
    }
    mutation.mutate(propertyId, {
      onSuccess: ({ isFavorited }) =>
        toast({
          title: isFavorited ? 'Property saved to favorites' : 'Property removed from favorites',
          duration: FAVORITE_TOAST_MS,
        }),
      onError: (error) => {
        if (hasErrorCode(error, 'authentication_required')) {
          askToSignIn();
        } else {
          toastRequestError(error, 'Could not update favorites', 'Please try again.');
        }
      },
    });
  }

  return { saved, pending: mutation.isPending, pressed, toggle };
}
