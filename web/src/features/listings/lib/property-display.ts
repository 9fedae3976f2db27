import type { Property } from '@contracts/property';

/** DESIGN 1: every map falls back to central London. */
export const LONDON: [number, number] = [51.5074, -0.1278];

/** The listing's position, or null when it has none (or a broken one). */
export function coordinates(property: Pick<Property, 'latitude' | 'longitude'>): [number, number] | null {
  if (property.latitude === null || property.longitude === null) return null;
  const lat = Number(property.latitude);
  const lng = Number(property.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  // 0,0 is the form default for 'unknown' (SPEC 5), never a UK home.
  if (lat === 0 && lng === 0) return null;
  return [lat, lng];
}

/** SPEC 2: the home map centres on the average position of the listings; London when none have one. */
export function averageCentre(
  properties: readonly Pick<Property, 'latitude' | 'longitude'>[],
): [number, number] {
  const points = properties.map(coordinates).filter((p): p is [number, number] => p !== null);
  if (points.length === 0) return LONDON;
  const sum = points.reduce(([la, lo], [lat, lng]) => [la + lat, lo + lng], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

/** 'address, city, state zipCode' for a detail header. */
export const fullAddress = (p: Pick<Property, 'address' | 'city' | 'state' | 'zipCode'>) =>
  [p.address, p.city, `${p.state} ${p.zipCode}`.trim()].filter(Boolean).join(', ');
