import type { LeafletKeyboardEvent } from 'leaflet';
import { useMemo, type ReactNode } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { entryContaining, type ClusterOptions, type MapCluster } from './cluster-index';
import { ClusterLeaves } from './cluster-leaves';
import { clusterHtml, type MarkerState } from './marker-html';
import { markerIcon } from './marker-icon';
import { useClustersAround } from './use-clusters';
import { useMapView } from './use-map-view';

export interface ClusteredMarkersProps<T> {
  items: readonly T[];
  /** Must be stable (made once, outside render): the index is rebuilt when it changes. */
  options: ClusterOptions<T>;
  /** The visible label of one item, as HTML (escape anything that comes from data). */
  markerHtml: (item: T, state: MarkerState) => string;
  /** What a screen reader hears for one item: '£350,000, 3 bed semi-detached house, Ramsgate'. */
  markerName: (item: T) => string;
  /** Tooltip on pointing at one item. */
  markerTitle?: (item: T) => string;
  /** A cluster's count in words: '12 homes'. */
  countName: (count: number) => string;
  selectedId?: string | null;
  highlightedId?: string | null;
  /** Choosing an item (click, or Enter on its focused marker). */
  onActivate?: (item: T) => void;
  /** Without onActivate: the popup a marker opens. */
  popup?: (item: T) => ReactNode;
  /** One row in the list a cluster opens when its items share one spot and zooming cannot part them. */
  leaf?: (item: T) => ReactNode;
}

const isActivation = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/**
 * The one way every map draws many markers: clustered by supercluster, only what is in view as
 * DOM nodes, labels never over one another. Each marker and cluster is a focusable button with a
 * spoken name; a cluster zooms to where it splits, or lists its items when they share one spot.
 */
export function ClusteredMarkers<T>({
  items,
  options,
  markerHtml,
  markerName,
  markerTitle,
  countName,
  selectedId,
  highlightedId,
  onActivate,
  popup,
  leaf,
}: ClusteredMarkersProps<T>) {
  const map = useMap();
  const view = useMapView();
  const entries = useClustersAround(items, selectedId, view?.bounds ?? null, view?.zoom ?? 0, options);
  const selectedKey = useMemo(
    () => (selectedId ? entryContaining(entries, selectedId, options.id)?.key : undefined),
    [entries, selectedId, options],
  );
  const highlightedKey = useMemo(
    () => (highlightedId ? entryContaining(entries, highlightedId, options.id)?.key : undefined),
    [entries, highlightedId, options],
  );

  const expand = (cluster: MapCluster<T>) => {
    if (cluster.expandTo === null) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    map.setView(cluster.position, cluster.expandTo, { animate: !reduced });
    // The cluster's button is gone once the map has zoomed: keep keyboard focus on the map.
    map.getContainer().focus({ preventScroll: true });
  };

  return entries.map((entry) => {
    const state: MarkerState = {
      selected: entry.key === selectedKey,
      highlighted: entry.key === highlightedKey,
    };
    const front = state.selected || state.highlighted ? 1000 : 0;
    if (entry.kind === 'cluster') {
      const name = `${countName(entry.count)}, ${entry.expandTo === null ? 'show the list' : 'zoom in'}`;
      return (
        <Marker
          key={entry.key}
          position={entry.position}
          icon={markerIcon(clusterHtml(entry.count, state), name)}
          title={name}
          zIndexOffset={500 + front}
          eventHandlers={
            entry.expandTo === null
              ? undefined
              : {
                  click: () => expand(entry),
                  keydown: (event) => {
                    const key = (event as LeafletKeyboardEvent).originalEvent;
                    if (!isActivation(key)) return;
                    key.preventDefault();
                    expand(entry);
                  },
                }
          }
        >
          {entry.expandTo === null && (
            <Popup>
              <ClusterLeaves
                title={countName(entry.count)}
                items={entry.leaves()}
                id={options.id}
                render={leaf ?? ((item) => markerName(item))}
              />
            </Popup>
          )}
        </Marker>
      );
    }
    const { item } = entry;
    return (
      <Marker
        key={entry.key}
        position={entry.position}
        icon={markerIcon(markerHtml(item, state), markerName(item))}
        title={markerTitle?.(item)}
        zIndexOffset={front}
        eventHandlers={
          onActivate
            ? {
                click: () => onActivate(item),
                // Leaflet makes markers focusable but turns Enter into a click only for popups.
                keydown: (event) => {
                  const key = (event as LeafletKeyboardEvent).originalEvent;
                  if (!isActivation(key)) return;
                  key.preventDefault();
                  onActivate(item);
                },
              }
            : undefined
        }
      >
        {!onActivate && popup && <Popup>{popup(item)}</Popup>}
      </Marker>
    );
  });
}
