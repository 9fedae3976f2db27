import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/use-toast';
import { SIGN_IN_REDIRECT_MS } from '../lib/timings';

/** SPEC 2/8: a signed-out visitor is told to log in and taken to /login after 500 ms. */
export function useSignInRedirect(signedOut: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedOut) return;
    toast({
      title: 'Authentication Required',
      description: 'Please log in to manage your properties.',
      variant: 'destructive',
      // It announces the move to /login: it must outlive it.
      keepOnNavigation: true,
    });
    const timer = setTimeout(() => navigate(paths.login), SIGN_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);
}
