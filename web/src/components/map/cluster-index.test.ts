import { describe, expect, it } from 'vitest';
import {
  clustersInView,
  createClusterIndex,
  entryContaining,
  type ClusterOptions,
  type MapEntry,
} from './cluster-index';
import { boxAt, overlaps, toPixels, type LatLng, type ViewBounds } from './mercator';

interface Home {
  id: string;
  position: LatLng | null;
  weight?: number;
}

const options: ClusterOptions<Home> = {
  id: (home) => home.id,
  position: (home) => home.position,
  weight: (home) => home.weight ?? 1,
  pointBox: () => ({ left: -30, top: -24, right: 30, bottom: 0 }),
  clusterBox: () => ({ left: -20, top: -20, right: 20, bottom: 20 }),
};

/** A deterministic scatter over Great Britain (no Math.random: failures must repeat). */
function homesAcrossBritain(n: number): Home[] {
  let seed = 17;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: n }, (_, i) => ({
    id: `h${i}`,
    position: [50.1 + next() * 5.5, -5.5 + next() * 7.2] as LatLng,
  }));
}

const BRITAIN: ViewBounds = { west: -8, south: 49.5, east: 2.5, north: 59 };
/** What a 1280 x 800 window shows around a centre at a zoom. */
function screenAround(centre: LatLng, zoom: number): ViewBounds {
  const [x, y] = toPixels(centre, zoom);
  const scale = 256 * 2 ** zoom;
  const lng = (px: number) => (px / scale) * 360 - 180;
  const lat = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / scale))) * 180) / Math.PI;
  return { west: lng(x - 640), east: lng(x + 640), north: lat(y - 400), south: lat(y + 400) };
}

const count = (entries: MapEntry<Home>[]) =>
  entries.reduce((sum, e) => sum + (e.kind === 'cluster' ? e.count : (e.item.weight ?? 1)), 0);

describe('clustering the markers of a map', () => {
  it('keeps every home: cluster counts and single markers add up to the homes placed', () => {
    const homes = [...homesAcrossBritain(500), { id: 'nowhere', position: null }];
    const index = createClusterIndex(homes, options);
    for (const zoom of [5, 7, 9, 12]) {
      const entries = clustersInView(index, BRITAIN, zoom);
      expect(count(entries)).toBe(500);
      const leaves = entries.flatMap((e) => (e.kind === 'cluster' ? e.leaves() : [e.item]));
      expect(new Set(leaves.map((h) => h.id)).size).toBe(500);
    }
  });

  it('counts what each item stands for (a postcode with three sales counts three)', () => {
    const index = createClusterIndex(
      [
        { id: 'a', position: [51.5, -0.1], weight: 3 },
        { id: 'b', position: [51.5001, -0.1001], weight: 4 },
      ],
      options,
    );
    const [only, ...rest] = clustersInView(index, BRITAIN, 8);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ kind: 'cluster', count: 7 });
  });

  it('turns 10,000 homes at a national zoom into a few dozen markers at most', () => {
    const index = createClusterIndex(homesAcrossBritain(10_000), options);
    const entries = clustersInView(index, BRITAIN, 6);
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.length).toBeLessThan(60);
    expect(count(entries)).toBe(10_000);
  });

  it('splits a cluster at its expansion zoom into parts that add up to it', () => {
    const index = createClusterIndex(homesAcrossBritain(2_000), options);
    const cluster = clustersInView(index, BRITAIN, 6).find((e) => e.kind === 'cluster');
    if (cluster?.kind !== 'cluster' || cluster.expandTo === null)
      throw new Error('expected a cluster that splits');
    expect(cluster.expandTo).toBeGreaterThan(6);
    const ids = new Set(cluster.leaves().map((h) => h.id));
    const lats = cluster.leaves().map((h) => h.position![0]);
    const lngs = cluster.leaves().map((h) => h.position![1]);
    const around = {
      west: Math.min(...lngs),
      south: Math.min(...lats),
      east: Math.max(...lngs),
      north: Math.max(...lats),
    };
    const parts = clustersInView(index, around, cluster.expandTo).filter((e) =>
      (e.kind === 'cluster' ? e.leaves() : [e.item]).some((h) => ids.has(h.id)),
    );
    expect(parts.length).toBeGreaterThan(1);
    const partLeaves = parts.flatMap((e) => (e.kind === 'cluster' ? e.leaves() : [e.item]));
    expect(partLeaves.filter((h) => ids.has(h.id))).toHaveLength(ids.size);
  });

  it('never draws two labels over each other', () => {
    const index = createClusterIndex(homesAcrossBritain(10_000), options);
    for (const zoom of [6, 8, 10, 11.5, 13]) {
      const entries = clustersInView(index, screenAround([52.5, -1.5], zoom), zoom);
      const boxes = entries.map((e) =>
        boxAt(
          toPixels(e.position, zoom),
          e.kind === 'cluster' ? options.clusterBox(e.count) : options.pointBox(e.item),
        ),
      );
      let overlapping = 0;
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i]!, boxes[j]!)) overlapping++;
      expect(overlapping).toBe(0);
    }
  });

  it('keeps homes at one spot (a postcode centre) together at the closest zoom, with nowhere to expand', () => {
    const same: LatLng = [51.3331, 1.4165];
    const index = createClusterIndex(
      [1, 2, 3].map((i) => ({ id: `r${i}`, position: same })),
      options,
    );
    const entries = clustersInView(index, { west: 1.41, south: 51.33, east: 1.42, north: 51.34 }, 18);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'cluster', count: 3, expandTo: null });
  });

  it('finds the cluster a home is in, or its own marker', () => {
    const homes = homesAcrossBritain(400);
    const index = createClusterIndex(homes, options);
    const entries = clustersInView(index, BRITAIN, 6);
    const entry = entryContaining(entries, 'h123', options.id);
    expect(entry?.kind === 'cluster' ? entry.leaves().map((h) => h.id) : [entry?.item.id]).toContain('h123');
    const close = clustersInView(index, BRITAIN, 18);
    expect(entryContaining(close, 'h123', options.id)).toMatchObject({ kind: 'point', key: 'p:h123' });
  });
});
