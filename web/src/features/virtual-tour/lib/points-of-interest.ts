/** SPEC 2: three points of interest around every stop of the tour. */
export const POI_KINDS = [
  { kind: 'transport', label: 'Local transport', colour: '#1d4ed8' },
  { kind: 'shopping', label: 'Shopping centre', colour: '#7e22ce' },
  { kind: 'green', label: 'Green space', colour: '#15803d' },
] as const;

export type PoiKind = (typeof POI_KINDS)[number]['kind'];

export interface PointOfInterest {
  kind: PoiKind;
  label: string;
  colour: string;
  position: [number, number];
  /** Straight-line distance from the home. */
  metres: number;
}

/** Close enough to stay in view at the tour's zoom 15 on a phone-sized map. */
const MIN_METRES = 150;
const MAX_METRES = 450;
const METRES_PER_DEGREE = 111_320;

/** FNV-1a: a stable number from the listing id, so a stop shows the same points on every visit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small, fast, good enough to scatter three markers. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The spec places them at random offsets; here the offsets are random but seeded by the listing,
 * each kind in the middle of its own third of the compass so the three never pile up on one another. They are
 * illustrations of the idea, not real places, and the page says so.
 */
export function pointsOfInterest([lat, lng]: [number, number], seed: string): PointOfInterest[] {
  const next = random(hash(seed));
  return POI_KINDS.map(({ kind, label, colour }, i) => {
    const bearing = ((i + 0.25 + next() * 0.5) * 2 * Math.PI) / POI_KINDS.length;
    const metres = Math.round(MIN_METRES + next() * (MAX_METRES - MIN_METRES));
    const dLat = (metres * Math.cos(bearing)) / METRES_PER_DEGREE;
    const dLng = (metres * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    return { kind, label, colour, position: [lat + dLat, lng + dLng], metres };
  });
}

const METRES_PER_MILE = 1_609.344;

/** '0.3 miles' (UK distances are in miles; one decimal is plenty for a short walk). */
export const milesLabel = (metres: number) => `${(metres / METRES_PER_MILE).toFixed(1)} miles`;
