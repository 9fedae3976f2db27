import { useSyncExternalStore } from 'react';

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
