import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { soldProperties } from '../../db/schema/index';
import { isStandardResidential } from '../sold/standard-sales';
import type { EvidenceSale } from './estimate-value';

interface EvidenceRow {
  transaction_id: string;
  price: number;
  sale_date: string;
  postcode: string;
  address_key: string;
  street: string | null;
  paon: string | null;
  saon: string | null;
  property_type: EvidenceSale['type'];
  duration: string;
  new_build: boolean;
  full_address: string;
}

const toEvidence = (row: EvidenceRow): EvidenceSale => ({
  transactionId: row.transaction_id,
  price: row.price,
  date: row.sale_date,
  postcode: row.postcode,
  addressKey: row.address_key,
  street: row.street ?? '',
  paon: row.paon ?? '',
  saon: row.saon ?? '',
  type: row.property_type,
  tenure: row.duration,
  newBuild: row.new_build,
  fullAddress: row.full_address,
});

/**
 * Standard residential sales (category A, D/S/T/F) whose postcode matches `where`, oldest first:
 * what estimates and the local index are made from. With `newest`, only that many of the latest.
 */
export async function standardSalesWhere(
  db: Db,
  where: SQL,
  options: { newest?: number } = {},
): Promise<EvidenceSale[]> {
  const order = options.newest
    ? sql`order by s.sale_date desc, s.transaction_id limit ${options.newest}`
    : sql`order by s.sale_date, s.transaction_id`;
  const rows = await queryRows<EvidenceRow>(
    db,
    sql`select s.transaction_id, s.price, s.sale_date::text as sale_date, s.postcode, s.address_key,
          s.street_name as street, s.address_line1 as paon, s.address_line2 as saon,
          s.property_type, s.duration, s.new_build, s.full_address
        from ${soldProperties} s
        where s.postcode is not null and ${isStandardResidential('s')} and (${where})
        ${order}`,
  );
  const sales = rows.map(toEvidence);
  return options.newest ? sales.reverse() : sales;
}

/**
 * Postcodes of one sector (`SW19 3`): its sales by the sector index, newest first (a normalised
 * postcode's inward code is three characters, so this is `postcode like 'SW19 3%'`).
 */
export const inSector = (sector: string): SQL => sql`left(s.postcode, -2) = ${sector}`;
/** Postcodes of one district (`SW19 %`, so SW1 never matches SW19). */
export const inDistrict = (district: string): SQL => sql`s.postcode like ${`${district} %`}`;
/** Postcodes of one postcode area (`SW` matches SW19 and SW1A, not S1). */
export const inArea = (area: string): SQL => sql`s.postcode ~ ${`^${area}[0-9]`}`;
export const everywhere: SQL = sql`true`;
