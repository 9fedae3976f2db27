import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true after: what only a
 * browser can draw (Leaflet maps, charts sized from the layout) waits for it, so the server never
 * loads browser-only code and the first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A lazily loaded browser-only part (a Leaflet map, a chart): its fallback on the server and while
 * hydrating, then the part itself, with the same fallback while its code arrives.
 */
export function BrowserOnlySuspense({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
