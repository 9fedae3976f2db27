import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { deferred, deferredPartsHydrated } from '@/components/deferred';
import { NavigationProgress } from '@/components/ui/navigation-progress';
import { SkipLink } from '@/components/ui/skip-link';
import { Toaster } from '@/components/ui/toaster';
import { usePageViewBeacon } from '@/features/analytics/hooks/use-page-view-beacon';
import { usePendingSave } from '@/features/favorites/hooks/use-pending-save';
import { useAuth } from '@/lib/auth';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { SiteHeader } from '@/features/layout/components/site-header';
import { showQueuedToast } from '@/lib/flash-toast';

const SiteFooter = deferred(
  () => import('@/features/layout/components/site-footer').then((m) => m.SiteFooter),
  <footer className="min-h-96 bg-slate-900" />,
);

/** Frame of every screen: header (fed by auth), the screen, footer, toasts. */
export function RootLayout() {
  const { user, isLoading } = useAuth();
  const { signOut, isSigningOut } = useSignOut();
  usePageViewBeacon();
  // A home saved while signed out is saved once the server confirms the sign-in.
  usePendingSave(!isLoading && user !== null);

  // A toast queued just before a full page load (e.g. 'Signed Out') is shown once the new page is up.
  useEffect(showQueuedToast, []);
  // Marks the page as live: a server-rendered page looks ready before its buttons work, and the
  // end-to-end tests wait for this before they click: the deferred parts included.
  useEffect(() => {
    void deferredPartsHydrated().then(() => (document.documentElement.dataset.hydrated = 'true'));
  }, []);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader user={user} isLoading={isLoading} onSignOut={signOut} isSigningOut={isSigningOut} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
