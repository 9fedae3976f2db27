import Supercluster, { type PointFeature } from 'supercluster';
import type { Box, LatLng, ViewBounds } from './mercator';
import { partingZoom, resolveOverlaps, type Placed } from './resolve-overlaps';

export interface ClusterOptions<T> {
  id: (item: T) => string;
  position: (item: T) => LatLng | null;
  /** How many homes (or sales) one item stands for; 1 when not given. */
  weight?: (item: T) => number;
  /** The item's label box at its anchor, so no two labels are drawn over each other. */
  pointBox: (item: T) => Box;
  clusterBox: (count: number) => Box;
}

export interface MapPoint<T> {
  kind: 'point';
  key: string;
  item: T;
  position: LatLng;
}

export interface MapCluster<T> {
  kind: 'cluster';
  key: string;
  position: LatLng;
  /** Sum of its items' weights. */
  count: number;
  /** The zoom at which it splits, or null when its items never part (one postcode centre). */
  expandTo: number | null;
  leaves: () => T[];
}

export type MapEntry<T> = MapPoint<T> | MapCluster<T>;

export interface ClusterIndex<T> {
  tree: Supercluster<PointProps, ClusterProps>;
  items: readonly T[];
  options: ClusterOptions<T>;
  maxZoom: number;
}

interface PointProps {
  index: number;
  weight: number;
}
interface ClusterProps {
  weight: number;
}

/** Leaflet's tiles stop at 18 (OpenStreetMap), so clusters are kept up to there, never past. */
export const CLUSTER_MAX_ZOOM = 18;
/** In screen pixels; labels that still touch are merged afterwards (resolveOverlaps). */
const RADIUS = 40;

/** Indexes the placed items once (supercluster's KD-trees, one per zoom); items without a position are left out. */
export function createClusterIndex<T>(
  items: readonly T[],
  options: ClusterOptions<T>,
  maxZoom = CLUSTER_MAX_ZOOM,
): ClusterIndex<T> {
  const placed: T[] = [];
  const features: PointFeature<PointProps>[] = [];
  for (const item of items) {
    const position = options.position(item);
    if (!position) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [position[1], position[0]] },
      properties: { index: placed.length, weight: options.weight?.(item) ?? 1 },
    });
    placed.push(item);
  }
  const tree = new Supercluster<PointProps, ClusterProps>({
    radius: RADIUS,
    // Leaflet's tiles are 256 px, so the radius means screen pixels.
    extent: 256,
    maxZoom,
    map: (props) => ({ weight: props.weight }),
    reduce: (total, props) => {
      total.weight += props.weight;
    },
  });
  tree.load(features);
  return { tree, items: placed, options, maxZoom };
}

type Member<T> = MapPoint<T> | (MapCluster<T> & { clusterId: number });

/**
 * What to draw for the visible area at a zoom: supercluster's clusters and points, with any
 * whose labels would overlap merged into one cluster. Looks a quarter of a view beyond each edge,
 * so labels at the edge are settled the same way as those inside.
 */
export function clustersInView<T>(index: ClusterIndex<T>, bounds: ViewBounds, zoom: number): MapEntry<T>[] {
  const { tree, items, options, maxZoom } = index;
  const padLng = (bounds.east - bounds.west) / 4;
  const padLat = (bounds.north - bounds.south) / 4;
  const raw = tree.getClusters(
    [
      Math.max(-180, bounds.west - padLng),
      Math.max(-85, bounds.south - padLat),
      Math.min(180, bounds.east + padLng),
      Math.min(85, bounds.north + padLat),
    ],
    Math.floor(zoom),
  );
  const placed: Placed<Member<T>>[] = raw.map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const position: LatLng = [lat, lng];
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      const id = props.cluster_id;
      const expansion = tree.getClusterExpansionZoom(id);
      const member: Member<T> = {
        kind: 'cluster',
        key: `c:${id}`,
        clusterId: id,
        position,
        count: props.weight,
        expandTo: expansion <= maxZoom ? expansion : null,
        leaves: lazy(() => tree.getLeaves(id, Infinity).map((leaf) => items[leaf.properties.index]!)),
      };
      return { position, weight: props.weight, box: options.clusterBox(props.weight), member };
    }
    const point = props as PointProps;
    const item = items[point.index]!;
    const member: Member<T> = { kind: 'point', key: `p:${options.id(item)}`, item, position };
    return { position, weight: point.weight, box: options.pointBox(item), member };
  });
  const byMember = new Map(placed.map((p) => [p.member, p]));
  return resolveOverlaps(placed, zoom, options.clusterBox).map((group): MapEntry<T> => {
    if (group.members.length === 1) {
      return group.members[0]!;
    }
    const members = group.members;
    const keys = members.map((m) => m.key).sort();
    return {
      kind: 'cluster',
      key: `m:${keys[0]}:${keys.length}`,
      position: group.position,
      count: group.weight,
      expandTo: partingZoom(
        members.map((m) => byMember.get(m)!),
        zoom,
        maxZoom,
      ),
      leaves: lazy(() => members.flatMap((m) => (m.kind === 'point' ? [m.item] : m.leaves()))),
    };
  });
}

/** The drawn entry that holds this item (its own marker, or the cluster it is in). */
export function entryContaining<T>(
  entries: readonly MapEntry<T>[],
  id: string,
  idOf: (item: T) => string,
): MapEntry<T> | undefined {
  const own = entries.find((e) => e.kind === 'point' && idOf(e.item) === id);
  return own ?? entries.find((e) => e.kind === 'cluster' && e.leaves().some((item) => idOf(item) === id));
}

function lazy<V>(make: () => V): () => V {
  let value: V | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as V;
  };
}
