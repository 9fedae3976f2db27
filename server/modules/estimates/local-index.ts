import { buildPriceIndex, type IndexSale, type PriceIndex } from './price-index';

export type HomeKind = 'flats' | 'houses';
export const homeKindOf = (type: string): HomeKind => (type === 'F' ? 'flats' : 'houses');

/** The postcode area: the letters of the district (`SW19` -> `SW`). */
export const areaOf = (district: string) => /^[A-Z]+/.exec(district)?.[0] ?? district;

export type IndexLevel = 'district' | 'area' | 'national';

export interface LocalIndex extends PriceIndex {
  level: IndexLevel;
  /** The district, area or 'GB' whose sales it follows. */
  place: string;
  kind: HomeKind;
}

/** A district (or area) index needs this many informative sales; below it the next level is used. */
export const MIN_INDEX_SALES = 300;

export interface KindedSale extends IndexSale {
  district: string;
  kind: HomeKind;
}

/**
 * The index for one district and kind of home, falling back to its postcode area, then to all the
 * sales given, when a level has too few informative sales (repeat sales and shared postcode cells).
 * `sales` are every sale the index may use (already cut at the valuation date).
 */
export function localIndex(
  sales: readonly KindedSale[],
  district: string,
  kind: HomeKind,
): LocalIndex | null {
  const ofKind = sales.filter((s) => s.kind === kind);
  const area = areaOf(district);
  const levels: [IndexLevel, string, readonly KindedSale[]][] = [
    ['district', district, ofKind.filter((s) => s.district === district)],
    ['area', area, ofKind.filter((s) => areaOf(s.district) === area)],
    ['national', 'GB', ofKind],
  ];
  for (const [level, place, levelSales] of levels) {
    const index = buildPriceIndex(levelSales);
    const informative = index ? index.sales.reduce((a, b) => a + b, 0) : 0;
    if (index && (informative >= MIN_INDEX_SALES || level === 'national')) {
      return { ...index, level, place, kind };
    }
  }
  return null;
}
