import { type ReactNode, Suspense, useRef } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useInView } from '@/lib/use-in-view';

/**
 * A lazily loaded browser-only part (a Leaflet map, a chart): its fallback on the server and while
 * hydrating, then the part itself, with the same fallback while its code arrives. `nearView`: only
 * once the part is about to scroll into view (inside a block of its own), so a map or chart lower
 * down the page costs a phone nothing until someone scrolls to it.
 */
export function BrowserOnlySuspense({
  children,
  fallback,
  nearView = false,
}: {
  children: ReactNode;
  fallback: ReactNode;
  nearView?: boolean;
}) {
  const hydrated = useHydrated();
  const block = useRef<HTMLDivElement>(null);
  const inView = useInView(block);
  const part = hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
  if (!nearView) return part;
  return <div ref={block}>{inView ? part : fallback}</div>;
}
