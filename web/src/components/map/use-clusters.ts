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

/**
 * useClusters, with the selected item always drawn on its own: a shared link to a home (or a home
 * chosen in the list) shows that home's marker even where others share its postcode centre,
 * which no zoom would part from a cluster.
 */
export function useClustersAround<T>(
  items: readonly T[],
  selectedId: string | null | undefined,
  bounds: ViewBounds | null,
  zoom: number,
  options: ClusterOptions<T>,
): MapEntry<T>[] {
  const selected = useMemo(
    () => (selectedId ? items.find((item) => options.id(item) === selectedId) : undefined),
    [items, selectedId, options],
  );
  const others = useMemo(
    () => (selected ? items.filter((item) => item !== selected) : items),
    [items, selected],
  );
  const entries = useClusters(others, bounds, zoom, options);
  return useMemo(() => {
    const position = selected && options.position(selected);
    if (!selected || !position) return entries;
    return [...entries, { kind: 'point', key: `p:${options.id(selected)}`, item: selected, position }];
  }, [entries, selected, options]);
}
