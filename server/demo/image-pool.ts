import type { Form } from './regions';

export type ExteriorKind = 'detached' | 'semi' | 'terrace' | 'townhouse' | 'flats' | 'bungalow' | 'cottage';
export type Room = 'living-room' | 'kitchen' | 'bedroom' | 'bathroom';

/** How many variants of each picture the pool holds: 60 distinct images in all. */
const EXTERIORS: Record<ExteriorKind, number> = {
  detached: 7,
  semi: 6,
  terrace: 6,
  townhouse: 6,
  flats: 7,
  bungalow: 5,
  cottage: 5,
};
const ROOMS: Record<Room, number> = { 'living-room': 5, kitchen: 5, bedroom: 4, bathroom: 4 };

export const EXTERIOR_OF: Record<Form, ExteriorKind> = {
  detached: 'detached',
  semi: 'semi',
  terraced: 'terrace',
  townhouse: 'townhouse',
  flat: 'flats',
  bungalow: 'bungalow',
  cottage: 'cottage',
};

export type ImageSpec =
  | { name: string; category: 'exterior'; kind: ExteriorKind; variant: number }
  | { name: string; category: 'interior'; kind: Room; variant: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** The fixed pool of demo pictures (names only; rendering is separate). */
export function demoImageSpecs(): ImageSpec[] {
  const exteriors = Object.entries(EXTERIORS).flatMap(([kind, count]) =>
    Array.from({ length: count }, (_, i) => ({
      name: `exterior-${kind}-${pad(i + 1)}`,
      category: 'exterior' as const,
      kind: kind as ExteriorKind,
      variant: i,
    })),
  );
  const interiors = Object.entries(ROOMS).flatMap(([kind, count]) =>
    Array.from({ length: count }, (_, i) => ({
      name: `interior-${kind}-${pad(i + 1)}`,
      category: 'interior' as const,
      kind: kind as Room,
      variant: i,
    })),
  );
  return [...exteriors, ...interiors];
}

/** Folder under the objects root that holds the pool, and the URL path a listing stores. */
export const DEMO_IMAGE_FOLDER = 'demo';
export const demoImageUrl = (name: string) => `/${DEMO_IMAGE_FOLDER}/${name}.webp`;

let byKind: Map<ExteriorKind | Room, string[]> | undefined;

/** URL paths of the pool by picture kind, for picking a listing's photos. */
export function imagesByKind(): Map<ExteriorKind | Room, string[]> {
  if (!byKind) {
    byKind = new Map();
    for (const spec of demoImageSpecs())
      byKind.set(spec.kind, [...(byKind.get(spec.kind) ?? []), demoImageUrl(spec.name)]);
  }
  return byKind;
}
