import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { hasErrorCode } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { favoriteStatusQueryOptions } from '../api/get-favorite-status';
import { useToggleFavorite } from '../api/toggle-favorite';

/** SPEC 9: favourite toasts last 2 s; the press animation 200 ms. */
export const FAVORITE_TOAST_MS = 2000;
export const PRESS_ANIMATION_MS = 200;

interface Options {
  propertyId: string;
  isAuthenticated: boolean;
  /** Saved according to a list already loaded (the user's favourites); the server's own answer wins. */
  savedHint?: boolean;
  /** Ask the server for this listing's state (the detail page); cards rely on the hint. */
  checkStatus?: boolean;
}

/** Save / Saved for one listing (SPEC 4, Favourite toggle). */
export function useFavoriteToggle({
  propertyId,
  isAuthenticated,
  savedHint = false,
  checkStatus = false,
}: Options) {
  const status = useQuery({
    ...favoriteStatusQueryOptions(propertyId),
    enabled: isAuthenticated && checkStatus,
  });
  const mutation = useToggleFavorite();
  const [pressed, setPressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const saved = isAuthenticated && (status.data?.isFavorited ?? savedHint);

  function toggle() {
    setPressed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPressed(false), PRESS_ANIMATION_MS);
    if (!isAuthenticated) {
      toast({ title: 'Please sign in to save properties', duration: FAVORITE_TOAST_MS });
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
          toast({ title: 'Please sign in to save properties', duration: FAVORITE_TOAST_MS });
        } else {
          toastRequestError(error, 'Could not update favorites', 'Please try again.');
        }
      },
    });
  }

  return { saved, pending: mutation.isPending, pressed, toggle };
}
