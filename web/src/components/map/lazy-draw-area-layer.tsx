import { lazy, Suspense } from 'react';
import type { DrawAreaLayerProps } from './draw-area-layer';

const DrawAreaLayer = lazy(() => import('./draw-area-layer'));

/**
 * The drawn-area layer for a map's children. Lazy, so a page importing it does not pull Leaflet
 * into its own chunk; its own Suspense keeps the map up while the small layer loads.
 */
export function LazyDrawAreaLayer(props: DrawAreaLayerProps) {
  return (
    <Suspense fallback={null}>
      <DrawAreaLayer {...props} />
    </Suspense>
  );
}
