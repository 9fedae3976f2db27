import type { Property } from '@contracts/property';
import { formatNumber, plural } from '@/lib/format';

/** DESIGN 1: every map falls back to central London. */
export const LONDON: [number, number] = [51.5074, -0.1278];

/** '2.0' -> 2, '1.5' -> 1.5 (numeric column sent as text). */
export const bathroomCount = (bathrooms: string | number) => {
  const n = Number(bathrooms);
  return Number.isFinite(n) ? n : 0;
};

/** UK agents list a home without a separate bedroom as a studio, never '0 beds'. */
export const bedLabel = (bedrooms: number) =>
  bedrooms === 0 ? 'Studio' : `${formatNumber(bedrooms)} ${plural(bedrooms, 'bed')}`;
export const bathLabel = (bathrooms: string | number) => {
  const n = bathroomCount(bathrooms);
  return `${formatNumber(n)} ${plural(n, 'bath')}`;
};
export const sqftLabel = (sqft: number) => `${formatNumber(sqft)} sqft`;

/** SPEC 3: 'new' and 'reduced' get a badge; other statuses none. */
export function statusBadge(status: string): { label: string; variant: 'success' | 'warning' } | null {
  if (status === 'new') return { label: 'New Listing', variant: 'success' };
  if (status === 'reduced') return { label: 'Price Reduced', variant: 'warning' };
  return null;
}

/** Status in words for the summary: the badge text, or the stored word with a capital. */
export function statusLabel(status: string): string {
  const badge = statusBadge(status);
  if (badge) return badge.label;
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Available';
}

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

/** Lot size in acres, or null when not given. */
export function lotSizeLabel(lotSize: string | null): string | null {
  if (lotSize === null || lotSize === '') return null;
  const n = Number(lotSize);
  return Number.isFinite(n) ? `${formatNumber(n)} ${plural(n, 'acre')}` : null;
}
