import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { dismissToastsOnNavigation, useToasts } from '@/lib/use-toast';
import { PlainToastList } from './toast-card';

const loadToastList = () => import('./toast-list').then((m) => ({ default: m.ToastList }));
const ToastList = lazy(loadToastList);

/**
 * The toasts: the one place they close when the user moves to another page (see `keepOnNavigation`
 * for the exceptions). Radix Toast is not in the first load (decision 0019): it is fetched once the
 * page is up, and until it arrives a toast shows as plain text, so the first one (often just before a
 * redirect, 'Welcome to Home Hunter!') is never lost to a slow download.
 */
export function Toaster() {
  const toasts = useToasts();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dismissToastsOnNavigation();
  }, [pathname]);
  useEffect(() => {
    void loadToastList();
  }, []);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);

  return needed ? (
    <Suspense fallback={<PlainToastList toasts={toasts} />}>
      <ToastList toasts={toasts} />
    </Suspense>
  ) : null;
}
