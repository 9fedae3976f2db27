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

const compactGbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumSignificantDigits: 3,
});

/** Marker label: '£533k', '£1.4m' (short enough for dozens of labels on one map). */
export function compactPrice(price: number): string {
  return compactGbp.format(price).toLowerCase();
}
