import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClusterOptions, MapEntry } from './cluster-index';
import type { LatLng, ViewBounds } from './mercator';
import { useClusters, useClustersAround } from './use-clusters';

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

describe('useClustersAround', () => {
  // Six homes on one postcode centre: no zoom parts them.
  const samePostcode: Home[] = Array.from({ length: 6 }, (_, i) => ({
    id: `p${i}`,
    position: [51.417, -0.204],
  }));
  const wimbledon: ViewBounds = { west: -0.25, south: 51.39, east: -0.15, north: 51.44 };

  it('draws the selected home on its own, beside the cluster of the others', () => {
    const { result } = renderHook(() => useClustersAround(samePostcode, 'p3', wimbledon, 14, options));
    const point = result.current.find((e) => e.kind === 'point');
    expect(point?.kind === 'point' && point.item.id).toBe('p3');
    const cluster = result.current.find((e) => e.kind === 'cluster');
    expect(cluster?.kind === 'cluster' && cluster.leaves().map((h) => h.id)).not.toContain('p3');
    expect(total(result.current)).toBe(6);
  });

  it('is plain clustering with nothing selected', () => {
    const { result } = renderHook(() => useClustersAround(samePostcode, null, wimbledon, 14, options));
    expect(result.current.map((e) => e.kind)).toEqual(['cluster']);
  });
});
