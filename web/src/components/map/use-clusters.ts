import { useMemo } from 'react';
import { clustersInView, createClusterIndex, type ClusterOptions, type MapEntry } from './cluster-index';
import type { ViewBounds } from './mercator';

/**
 * The clusters and markers to draw for the visible area. The index is built once per list of
 * items (pass stable option functions: defined outside the component), the view is worked out
 * again only when the bounds or zoom change, so only what is on screen ever becomes a marker.
 */
export function useClusters<T>(
  items: readonly T[],
  bounds: ViewBounds | null,
  zoom: number,
  options: ClusterOptions<T>,
): MapEntry<T>[] {
  const index = useMemo(() => createClusterIndex(items, options), [items, options]);
  return useMemo(() => (bounds ? clustersInView(index, bounds, zoom) : []), [index, bounds, zoom]);
}
