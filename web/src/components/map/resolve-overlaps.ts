import { boxAt, overlaps, toPixels, type Box, type LatLng } from './mercator';

/** Something drawn on the map: a single marker or a cluster, before overlaps are resolved. */
export interface Placed<M> {
  position: LatLng;
  /** Homes (or sales) it stands for. */
  weight: number;
  /** Its label's box at its anchor. */
  box: Box;
  member: M;
}

/** What is finally drawn: one placed thing, or several merged into one cluster. */
export interface Group<M> {
  position: LatLng;
  weight: number;
  members: M[];
  pixels: [number, number];
  box: Box;
}

/**
 * Supercluster keeps points that are a radius apart, but a price label is wider than it is tall
 * and a merged cluster's centre moves, so two labels can still cover each other. Anything whose
 * label would overlap another's is merged into one cluster (repeated until nothing overlaps), so
 * no label is ever hidden under another.
 */
export function resolveOverlaps<M>(
  placed: readonly Placed<M>[],
  zoom: number,
  clusterBox: (weight: number) => Box,
): Group<M>[] {
  const groups: Group<M>[] = [...placed]
    .sort((a, b) => b.weight - a.weight)
    .map((p) => {
      const pixels = toPixels(p.position, zoom);
      return {
        position: p.position,
        weight: p.weight,
        members: [p.member],
        pixels,
        box: boxAt(pixels, p.box),
      };
    });
  const merge = (into: Group<M>, from: Group<M>) => {
    const weight = into.weight + from.weight;
    const share = from.weight / weight;
    into.position = [
      into.position[0] + (from.position[0] - into.position[0]) * share,
      into.position[1] + (from.position[1] - into.position[1]) * share,
    ];
    into.weight = weight;
    into.members.push(...from.members);
    into.pixels = toPixels(into.position, zoom);
    into.box = boxAt(into.pixels, clusterBox(weight));
  };
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < groups.length; i++) {
      for (let j = groups.length - 1; j > i; j--) {
        if (!overlaps(groups[i]!.box, groups[j]!.box)) continue;
        merge(groups[i]!, groups[j]!);
        groups.splice(j, 1);
        merged = true;
      }
    }
  }
  return groups;
}

/**
 * The first whole zoom above `zoom` at which none of these labels overlap any more (each keeping
 * its own box), or null when they never part (homes at one postcode centre).
 */
export function partingZoom<M>(members: readonly Placed<M>[], zoom: number, maxZoom: number): number | null {
  for (let z = Math.floor(zoom) + 1; z <= maxZoom; z++) {
    const boxes = members.map((m) => boxAt(toPixels(m.position, z), m.box));
    const clear = boxes.every((a, i) => boxes.every((b, j) => j <= i || !overlaps(a, b)));
    if (clear) return z;
  }
  return null;
}
