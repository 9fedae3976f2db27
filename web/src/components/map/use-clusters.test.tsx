import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClusterOptions, MapEntry } from './cluster-index';
import type { LatLng, ViewBounds } from './mercator';
import { useClusters } from './use-clusters';

interface Home {
  id: string;
  position: LatLng;
}

const options: ClusterOptions<Home> = {
  id: (home) => home.id,
  position: (home) => home.position,
  pointBox: () => ({ left: -30, top: -24, right: 30, bottom: 0 }),
  clusterBox: () => ({ left: -20, top: -20, right: 20, bottom: 20 }),
};

// A 100 x 100 grid of homes over the south-east, about 1.2 km apart.
const homes: Home[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `h${i}`,
  position: [51 + Math.floor(i / 100) * 0.011, -1 + (i % 100) * 0.017],
}));
const everywhere: ViewBounds = { west: -2, south: 50.5, east: 1.5, north: 52.5 };
const total = (entries: MapEntry<Home>[]) =>
  entries.reduce((sum, e) => sum + (e.kind === 'cluster' ? e.count : 1), 0);

describe('useClusters', () => {
  it('draws nothing until the map has a view, then a handful of clusters for 10,000 homes', () => {
    const { result, rerender } = renderHook(
      ({ bounds, zoom }: { bounds: ViewBounds | null; zoom: number }) =>
        useClusters(homes, bounds, zoom, options),
      { initialProps: { bounds: null as ViewBounds | null, zoom: 7 } },
    );
    expect(result.current).toEqual([]);
    rerender({ bounds: everywhere, zoom: 7 });
    expect(result.current.length).toBeLessThan(40);
    expect(total(result.current)).toBe(10_000);
  });

  it('splits a cluster into its parts at its expansion zoom', () => {
    const { result, rerender } = renderHook(
      ({ zoom }: { zoom: number }) => useClusters(homes, everywhere, zoom, options),
      {
        initialProps: { zoom: 7 },
      },
    );
    const cluster = result.current.find((e) => e.kind === 'cluster');
    if (cluster?.kind !== 'cluster' || cluster.expandTo === null)
      throw new Error('expected a cluster that splits');
    const ids = new Set(cluster.leaves().map((h) => h.id));
    rerender({ zoom: cluster.expandTo });
    const parts = result.current.filter((e) =>
      (e.kind === 'cluster' ? e.leaves() : [e.item]).some((h) => ids.has(h.id)),
    );
    expect(parts.length).toBeGreaterThan(1);
    expect(total(parts)).toBe(ids.size);
  });
});
