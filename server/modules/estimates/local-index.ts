import { groupBy } from './group-by';
import { monthOf } from './months';
import { areaOf, districtOf } from './postcode-parts';
import {
  fitPriceIndex,
  type IndexColumns,
  indexColumns,
  type IndexSale,
  type PriceIndex,
} from './price-index';

export const HOME_KINDS = ['flats', 'houses'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];
export const homeKindOf = (type: string): HomeKind => (type === 'F' ? 'flats' : 'houses');

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

/** Where a place's sales come from: the columns of a level, place and kind, or null when it has none. */
export type PlaceSales = (level: IndexLevel, place: string, kind: HomeKind) => IndexColumns | null;

/**
 * The index each district uses for each kind of home: its own when it has MIN_INDEX_SALES
 * informative sales, else its postcode area's, else the national one (fitted from salesOf's
 * national sales unless `national` gives it). Each place's index is fitted once, however many
 * districts use it.
 */
export function chooseIndexes(
  salesOf: PlaceSales,
  options: {
    /** The last resort when given (a rebuild that reads one area at a time). */
    national?: (kind: HomeKind) => LocalIndex | null;
    /** The place's stored index, if any: its fit starts there (fitPriceIndex's warm start). */
    previous?: (place: string, kind: HomeKind) => PriceIndex | null;
  } = {},
) {
  const { national, previous = () => null } = options;
  const built = new Map<string, LocalIndex | null>();
  const indexOf = (level: IndexLevel, place: string, kind: HomeKind) => {
    const key = `${level}|${place}|${kind}`;
    if (!built.has(key)) {
      const sales = salesOf(level, place, kind);
      const index =
        sales &&
        fitPriceIndex(sales, {
          warmStart: previous(place, kind),
          minSales: level === 'national' ? 1 : MIN_INDEX_SALES,
        });
      built.set(key, index ? { ...index, level, place, kind } : null);
    }
    return built.get(key)!;
  };
  return (district: string, kind: HomeKind): LocalIndex | null =>
    indexOf('district', district, kind) ??
    indexOf('area', areaOf(district), kind) ??
    (national ? national(kind) : indexOf('national', 'GB', kind));
}

/**
 * Indexes for districts and kinds of home from one set of sales (already cut at the valuation
 * date), the national one fitted over all of them.
 */
export function localIndexes(sales: readonly KindedSale[]) {
  const byPlace = new Map([
    ...groupBy(sales, (s) => `district|${s.district}|${s.kind}`),
    ...groupBy(sales, (s) => `area|${areaOf(s.district)}|${s.kind}`),
    ...groupBy(sales, (s) => `national|GB|${s.kind}`),
  ]);
  const salesOf: PlaceSales = (level, place, kind) => {
    const placeSales = byPlace.get(`${level}|${place}|${kind}`);
    return placeSales ? indexColumns(placeSales) : null;
  };
  return chooseIndexes(salesOf);
}

/** The index sale of a standard sale. */
export const toKindedSale = (s: {
  date: string;
  price: number;
  postcode: string;
  addressKey: string;
  type: string;
  newBuild: boolean;
}): KindedSale => ({
  month: monthOf(s.date),
  price: s.price,
  home: `${s.postcode}|${s.addressKey}`,
  cell: `${s.postcode}|${s.type}|${s.newBuild ? 'Y' : 'N'}`,
  district: districtOf(s.postcode),
  kind: homeKindOf(s.type),
});
