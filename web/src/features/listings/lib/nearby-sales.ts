import { SOLD_PROPERTY_TYPE_LABELS, type SoldPropertyType } from '@contracts/sold/common';
import type { SoldResult } from '@contracts/sold/search';

/** SPEC 9: at most 8 nearby sales are listed. */
export const NEARBY_SALES_SHOWN = 8;
/** Enough recent sales for a steady local median, small enough for one quick request. */
export const NEARBY_SALES_SAMPLE = 100;
export const NEARBY_RADIUS_MILES = 0.5;

export type TypeGroup = { key: 'flat' | 'house'; label: string; soldTypes: readonly string[] };

const soldTypes = (codes: readonly SoldPropertyType[]) => codes.map((c) => SOLD_PROPERTY_TYPE_LABELS[c]);
const FLATS: TypeGroup = { key: 'flat', label: 'flats', soldTypes: soldTypes(['F']) };
const HOUSES: TypeGroup = { key: 'house', label: 'houses', soldTypes: soldTypes(['D', 'S', 'T']) };

/** Land Registry records flats and houses (detached, semi, terraced); listings use estate-agent words. */
export function typeGroup(propertyType: string): TypeGroup {
  return /flat|apartment|condo|maisonette|studio/i.test(propertyType) ? FLATS : HOUSES;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export interface NearbySummary {
  latest: SoldResult[];
  group: TypeGroup;
  /** Median of the same-type sales in the sample; null when there are none. */
  typeMedian: number | null;
  typeSales: number;
  /** How many sales the median was looked for in. */
  sampleSize: number;
}

/** The panel's figures from the most recent sales around the listing (newest first). */
export function summariseNearby(sales: readonly SoldResult[], propertyType: string): NearbySummary {
  const group = typeGroup(propertyType);
  const sameType = sales.filter((sale) => group.soldTypes.includes(sale.propertyType));
  return {
    latest: sales.slice(0, NEARBY_SALES_SHOWN),
    group,
    typeMedian: median(sameType.map((sale) => sale.price)),
    typeSales: sameType.length,
    sampleSize: sales.length,
  };
}
