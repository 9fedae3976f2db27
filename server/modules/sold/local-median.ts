import type { LocalMedian } from '@contracts/favorite';
import { sql } from 'drizzle-orm';
import { toOutcode, toSector } from 'postcode';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { soldProperties } from '../../db/schema/index';
import { isStandardResidential } from './standard-sales';

/** Fewer sales than this in a sector say little; the district is asked instead. */
export const MIN_SALES = 5;
/** The median is of the most recent sales only, so it tracks today's prices, not 1995's. */
export const RECENT_SALES = 100;

/** Flats are compared with flats, everything else with houses (Land Registry types F, and D/S/T). */
const FLAT_TYPES = new Set(['apartment', 'flat', 'condo']);
export const saleKind = (propertyType: string): LocalMedian['kind'] =>
  FLAT_TYPES.has(propertyType.trim().toLowerCase()) ? 'flats' : 'houses';
const SOLD_TYPES: Record<LocalMedian['kind'], string[]> = { flats: ['F'], houses: ['D', 'S', 'T'] };

/**
 * The areas to try, narrowest first, with the LIKE prefix of their postcodes: sector 'SW19 3'
 * ('SW19 3%'), then district 'SW19' ('SW19 %', so SW1 never matches SW19). None for a non-postcode.
 */
export function medianAreas(postcode: string): { area: string; prefix: string }[] {
  const sector = toSector(postcode);
  const district = toOutcode(postcode);
  if (!sector || !district) return [];
  return [
    { area: sector, prefix: `${sector}%` },
    { area: district, prefix: `${district} %` },
  ];
}

interface MedianRow {
  sales: number;
  median: number | null;
  first_sale: string | null;
  last_sale: string | null;
}

/**
 * Median of the latest standard residential sales (standard-sales.ts) of this kind in an area: an
 * index-only scan by postcode prefix.
 */
async function medianIn(db: Db, prefix: string, kind: LocalMedian['kind']) {
  const types = SOLD_TYPES[kind];
  const [row] = await queryRows<MedianRow>(
    db,
    sql`select count(*)::int as sales,
          round(percentile_cont(0.5) within group (order by price))::int as median,
          min(sale_date)::text as first_sale, max(sale_date)::text as last_sale
        from (
          select s.price, s.sale_date
          from ${soldProperties} s
          where s.postcode like ${prefix}
            and ${isStandardResidential('s')}
            and s.property_type in (${sql.join(
              types.map((type) => sql`${type}`),
              sql`, `,
            )})
          order by s.sale_date desc
          limit ${RECENT_SALES}
        ) recent`,
  );
  return row;
}

/** The local sold-price median for a listing, or null when the area has too few sales loaded. */
export async function localMedian(
  db: Db,
  postcode: string,
  propertyType: string,
): Promise<LocalMedian | null> {
  const kind = saleKind(propertyType);
  for (const { area, prefix } of medianAreas(postcode)) {
    const row = await medianIn(db, prefix, kind);
    if (row && row.sales >= MIN_SALES && row.median !== null && row.first_sale && row.last_sale) {
      return {
        median: row.median,
        sales: row.sales,
        area,
        kind,
        firstSale: row.first_sale,
        lastSale: row.last_sale,
      };
    }
  }
  return null;
}
