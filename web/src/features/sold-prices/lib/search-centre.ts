/**
 * Where a radius search was measured from. The API sends each sale's postcode position and its
 * distance from the centre, but not the centre itself, so: the searched postcode's own position when
 * a sale there gives it away, else the point those distances agree on (least squares), else nothing.
 */

export interface LatLon {
  latitude: number;
  longitude: number;
}

interface MeasuredPoint {
  latitude: number | null;
  longitude: number | null;
  postcode?: string | null;
  /** Miles from the centre. */
  distance?: number;
}

const MILES_PER_DEGREE = 69.09;
/** Distances arrive rounded to 0.01 mile; a worse fit means the points do not describe one centre. */
const MAX_RMS_MILES = 0.05;
const MIN_SPREAD_MILES = 0.1;

export function searchCentre(points: readonly MeasuredPoint[], searched: string): LatLon | null {
  const exact = points.find((p) => p.postcode === searched && p.latitude !== null && p.longitude !== null);
  if (exact) return { latitude: exact.latitude!, longitude: exact.longitude! };
  return centreFromDistances(points);
}

/** Trilateration on a local flat projection (fine within the 10-mile search limit). */
export function centreFromDistances(points: readonly MeasuredPoint[]): LatLon | null {
  const usable = points.filter(
    (p): p is { latitude: number; longitude: number; distance: number } =>
      p.latitude !== null && p.longitude !== null && typeof p.distance === 'number',
  );
  if (usable.length < 3) return null;
  const lat0 = usable.reduce((sum, p) => sum + p.latitude, 0) / usable.length;
  const lon0 = usable.reduce((sum, p) => sum + p.longitude, 0) / usable.length;
  const cos0 = Math.cos((lat0 * Math.PI) / 180);
  const xy = usable.map((p) => ({
    x: (p.longitude - lon0) * cos0 * MILES_PER_DEGREE,
    y: (p.latitude - lat0) * MILES_PER_DEGREE,
    d: p.distance,
  }));
  // Subtracting the mean circle equation from each leaves equations linear in the centre (X, Y).
  const k = xy.map((p) => p.x * p.x + p.y * p.y - p.d * p.d);
  const kMean = k.reduce((a, b) => a + b, 0) / k.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  let bx = 0;
  let by = 0;
  xy.forEach((p, i) => {
    const ax = 2 * p.x;
    const ay = 2 * p.y;
    const b = k[i]! - kMean;
    sxx += ax * ax;
    sxy += ax * ay;
    syy += ay * ay;
    bx += ax * b;
    by += ay * b;
  });
  // The points' spread across their narrowest direction: near a line, a centre cannot be pinned down
  // (the rounding of the distances moves it by a long way) and on a line there are two answers.
  const n = 4 * xy.length;
  const half = (sxx + syy) / (2 * n);
  const narrowSpread = Math.sqrt(Math.max(0, half - Math.hypot((sxx - syy) / (2 * n), sxy / n)));
  if (narrowSpread < MIN_SPREAD_MILES) return null;
  const det = sxx * syy - sxy * sxy;
  const X = (syy * bx - sxy * by) / det;
  const Y = (sxx * by - sxy * bx) / det;
  const rms = Math.sqrt(
    xy.reduce((sum, p) => sum + (Math.hypot(p.x - X, p.y - Y) - p.d) ** 2, 0) / xy.length,
  );
  if (!(rms <= MAX_RMS_MILES)) return null;
  return { latitude: lat0 + Y / MILES_PER_DEGREE, longitude: lon0 + X / (cos0 * MILES_PER_DEGREE) };
}
