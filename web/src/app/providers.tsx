import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteOriginProvider } from '@/lib/site-origin';

/** What every screen reads from above: the data cache and the site's public origin. */
export function AppProviders({
  client,
  origin,
  children,
}: {
  client: QueryClient;
  origin: string | undefined;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <SiteOriginProvider value={origin}>{children}</SiteOriginProvider>
    </QueryClientProvider>
  );
}
