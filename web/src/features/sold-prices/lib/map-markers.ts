import { groupedNumber } from '@contracts/grouped-number';
import { median } from './price-stats';

interface PlacedSale {
  id: string;
  postcode: string | null;
  price: number;
  latitude: number | null;
  longitude: number | null;
}

export interface PostcodeMarker<T extends PlacedSale> {
  postcode: string;
  latitude: number;
  longitude: number;
  sales: T[];
  medianPrice: number;
}

/** One marker per postcode (positions are postcode centres, so sales there share one spot). */
export function markersByPostcode<T extends PlacedSale>(
  sales: readonly T[],
): { markers: PostcodeMarker<T>[]; unplaced: number } {
  const groups = new Map<string, T[]>();
  let unplaced = 0;
  for (const sale of sales) {
    if (sale.postcode === null || sale.latitude === null || sale.longitude === null) {
      unplaced += 1;
      continue;
    }
    groups.set(sale.postcode, [...(groups.get(sale.postcode) ?? []), sale]);
  }
  const markers = [...groups.entries()].map(([postcode, group]) => ({
    postcode,
    latitude: group[0]!.latitude!,
    longitude: group[0]!.longitude!,
    sales: group,
    medianPrice: median(group.map((sale) => sale.price)),
  }));
  return { markers, unplaced };
}

/** SPEC 9 marker colours: under £300k blue, to £500k green, to £800k orange, above red. */
export function priceBand(price: number): 'blue' | 'green' | 'orange' | 'red' {
  if (price < 300_000) return 'blue';
  if (price < 500_000) return 'green';
  if (price <= 800_000) return 'orange';
  return 'red';
}

/** Intl's compact units for en-GB, largest first. */
const COMPACT_UNITS = [
  [1e12, 'tn'],
  [1e9, 'bn'],
  [1e6, 'm'],
  [1e3, 'k'],
] as const;

/**
 * Marker label: '£533k', '£1.4m' (short enough for dozens of labels on one map): three significant
 * figures, as Intl's compact pounds in lower case (map-markers.test.ts checks them against it).
 */
export function compactPrice(price: number): string {
  // toPrecision rounds the exact value, as Intl does for whole numbers (prices are whole pounds).
  const rounded = Number(Math.abs(price).toPrecision(3));
  const [size, unit] = COMPACT_UNITS.find(([size]) => rounded >= size) ?? [1, ''];
  return `${price < 0 ? '-' : ''}£${groupedNumber(rounded / size, 2)}${unit}`;
}
