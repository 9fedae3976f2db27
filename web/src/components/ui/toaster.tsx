import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { dismissToastsOnNavigation, useToasts } from '@/lib/use-toast';

const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));

/**
 * The toasts: the one place they close when the user moves to another page (see `keepOnNavigation`
 * for the exceptions). Radix Toast loads with the first toast, not before the page paints: a page
 * shows none until the user acts (decision 0019), and from then on the viewport stays.
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
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);

  return needed ? (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  ) : null;
}
