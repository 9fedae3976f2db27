import { formatNumber, plural } from '@/lib/format';

const roundMiles = (miles: number) => Math.round(miles * 100) / 100;

/** '0.35' (miles, to two decimals). */
export function formatMiles(miles: number): string {
  return formatNumber(roundMiles(miles));
}

/** 'Distance: 0.35 miles away' (SPEC 2); distances arrive in miles. */
export function distanceLabel(miles: number): string {
  return `Distance: ${formatMiles(miles)} ${plural(roundMiles(miles), 'mile')} away`;
}

export const METRES_PER_MILE = 1609.344;
