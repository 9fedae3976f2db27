/**
 * A drawn search area (issue 21): a polygon kept in URLs, saved searches and alerts as a Google
 * encoded polyline (precision 5, about a metre), so a 100-corner area stays a short URL parameter.
 * Points are [latitude, longitude]; the ring is closed implicitly (the last corner joins the first).
 */
export type LatLng = readonly [number, number];

export const AREA_MAX_POINTS = 100;
/** 100 corners take at most 1,200 characters; anything much longer is not worth decoding. */
const AREA_MAX_CHARS = 2_000;
const SCALE = 1e5;

/**
 * Great Britain with a margin: the Isles of Scilly in the south-west, Shetland in the north, Lowestoft
 * in the east. A box, so a corner in Northern Ireland's longitudes passes when its latitude does too.
 */
export const GB_BOUNDS = { south: 49.8, north: 60.9, west: -8.7, east: 1.8 } as const;

export const areaMessages = {
  notText: 'The drawn area must be text (an encoded polyline)',
  malformed: 'The drawn area could not be read: it must be an encoded polyline (precision 5)',
  tooFew: 'The drawn area needs at least 3 points',
  tooMany: `The drawn area can have at most ${AREA_MAX_POINTS} points`,
  crosses: 'The drawn area crosses itself',
  outside: 'The drawn area must be in Great Britain',
} as const;

function encodeValue(value: number): string {
  let v = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>>= 5;
  }
  return out + String.fromCharCode(v + 63);
}

/** Points to an encoded polyline; coordinates are rounded to 5 decimals. */
export function encodePolyline(points: readonly LatLng[]): string {
  let lat = 0;
  let lng = 0;
  let out = '';
  for (const [pLat, pLng] of points) {
    const nextLat = Math.round(pLat * SCALE);
    const nextLng = Math.round(pLng * SCALE);
    out += encodeValue(nextLat - lat) + encodeValue(nextLng - lng);
    lat = nextLat;
    lng = nextLng;
  }
  return out;
}

/** The coordinates as whole 1e-5 degree steps (exact integers), or null when the text is not a polyline. */
function decodeSteps(text: string): [number, number][] | null {
  const values: number[] = [];
  let shift = 0;
  let acc = 0;
  for (let i = 0; i < text.length; i++) {
    const byte = text.charCodeAt(i) - 63;
    if (byte < 0 || byte > 0x3f || shift > 25) return null;
    acc |= (byte & 0x1f) << shift;
    shift += 5;
    if (byte < 0x20) {
      values.push(acc & 1 ? ~(acc >>> 1) : acc >>> 1);
      acc = 0;
      shift = 0;
    }
  }
  if (shift !== 0 || values.length % 2 !== 0) return null;
  const steps: [number, number][] = [];
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < values.length; i += 2) {
    lat += values[i]!;
    lng += values[i + 1]!;
    steps.push([lat, lng]);
  }
  return steps;
}

/** An encoded polyline's points, or null when the text is not one. */
export function decodePolyline(text: string): LatLng[] | null {
  return decodeSteps(text)?.map(([lat, lng]) => [lat / SCALE, lng / SCALE] as const) ?? null;
}

type Step = readonly [number, number];
const same = (a: Step, b: Step) => a[0] === b[0] && a[1] === b[1];

/** A double click or a ring closed by repeating its first corner adds no corner. */
function distinctCorners(steps: Step[]): Step[] {
  const out = steps.filter((p, i) => i === 0 || !same(p, steps[i - 1]!));
  while (out.length > 1 && same(out[0]!, out[out.length - 1]!)) out.pop();
  return out;
}

const orientation = (a: Step, b: Step, c: Step) =>
  Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
const onSegment = (a: Step, b: Step, p: Step) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd share any point (touching and overlapping count). Exact on integers. */
export function segmentsIntersect(a: Step, b: Step, c: Step, d: Step): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/**
 * Whether the closed ring touches or crosses itself: two edges that are not neighbours meet, or two
 * neighbours fold back over each other (which also refuses a flat, zero-area ring).
 */
export function ringCrossesItself(ring: readonly Step[]): boolean {
  const n = ring.length;
  const edge = (i: number) => [ring[i]!, ring[(i + 1) % n]!] as const;
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    const [, next] = edge((i + 1) % n);
    // Neighbours share b; they overlap only when the turn at b is a straight fold back.
    if (orientation(a, b, next) === 0 && onSegment(a, b, next)) return true;
    if (orientation(a, b, next) === 0 && onSegment(b, next, a)) return true;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const [c, d] = edge(j);
      if (segmentsIntersect(a, b, c, d)) return true;
    }
  }
  return false;
}

const gbSteps = {
  south: Math.round(GB_BOUNDS.south * SCALE),
  north: Math.round(GB_BOUNDS.north * SCALE),
  west: Math.round(GB_BOUNDS.west * SCALE),
  east: Math.round(GB_BOUNDS.east * SCALE),
};
const inGreatBritain = ([lat, lng]: Step) =>
  lat >= gbSteps.south && lat <= gbSteps.north && lng >= gbSteps.west && lng <= gbSteps.east;

export type AreaParse = { ok: true; points: LatLng[]; encoded: string } | { ok: false; message: string };

/** Reads and checks a drawn area; `encoded` is its canonical form (duplicate corners dropped). */
export function parseSearchArea(text: string): AreaParse {
  if (text.length > AREA_MAX_CHARS) return { ok: false, message: areaMessages.tooMany };
  const steps = decodeSteps(text);
  if (!steps) return { ok: false, message: areaMessages.malformed };
  const ring = distinctCorners(steps);
  if (ring.length < 3) return { ok: false, message: areaMessages.tooFew };
  if (ring.length > AREA_MAX_POINTS) return { ok: false, message: areaMessages.tooMany };
  if (!ring.every(inGreatBritain)) return { ok: false, message: areaMessages.outside };
  if (ringCrossesItself(ring)) return { ok: false, message: areaMessages.crosses };
  const points = ring.map(([lat, lng]) => [lat / SCALE, lng / SCALE] as const);
  return { ok: true, points, encoded: encodePolyline(points) };
}

/** The smallest box around an area's points. */
export function areaBounds(points: readonly LatLng[]) {
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lngs),
    east: Math.max(...lngs),
  };
}

/** A map view as a rectangular area ('Search this map area'), clipped to Great Britain. */
export function rectangleArea(box: { south: number; west: number; north: number; east: number }): string {
  const south = Math.max(box.south, GB_BOUNDS.south);
  const north = Math.min(box.north, GB_BOUNDS.north);
  const west = Math.max(box.west, GB_BOUNDS.west);
  const east = Math.min(box.east, GB_BOUNDS.east);
  return encodePolyline([
    [south, west],
    [north, west],
    [north, east],
    [south, east],
  ]);
}
