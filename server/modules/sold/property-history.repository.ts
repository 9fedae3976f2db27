import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LatLon } from '../postcodes/postcodes.repository';
import { queryRows } from '../../db/query-rows';
import { isStandardResidential } from './standard-sales';

export interface AddressAtPostcode {
  addressKey: string;
  fullAddress: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
}

/** Every address sold at a postcode (a postcode holds tens of addresses, rarely a few thousand). */
export function addressesAtPostcode(db: Db, postcode: string) {
  return queryRows<AddressAtPostcode>(
    db,
    sql`SELECT DISTINCT address_key AS "addressKey", full_address AS "fullAddress",
               address_line2 AS saon, address_line1 AS paon, street_name AS street
        FROM sold_properties WHERE postcode = ${postcode}`,
  );
}

export interface PropertySale {
  id: string;
  address: string;
  date: string;
  price: number;
  propertyType: string;
  newBuild: boolean;
  tenure: string;
  category: string;
  /** A standard residential sale (see isStandardResidential). */
  standard: boolean;
}

/** One property's sales of every kind, newest first. */
export function salesOfProperty(db: Db, postcode: string, addressKey: string) {
  return queryRows<PropertySale>(
    db,
    sql`SELECT s.transaction_id::text AS id, s.full_address AS address, to_char(s.sale_date, 'YYYY-MM-DD') AS date, s.price,
               s.property_type_formatted AS "propertyType", s.new_build AS "newBuild", s.tenure, s.category,
               (${isStandardResidential('s')}) AS standard
        FROM sold_properties s WHERE s.postcode = ${postcode} AND s.address_key = ${addressKey}
        ORDER BY s.sale_date DESC, s.transaction_id`,
  );
}

export interface NearbySale {
  id: string;
  address: string;
  postcode: string;
  date: string;
  price: number;
  propertyType: string;
  metres: number | null;
}

/** Most recent standard residential sales of other properties at the same postcode. */
export function recentSalesAtPostcode(db: Db, postcode: string, excludeKey: string, limit: number) {
  return queryRows<NearbySale>(
    db,
    sql`SELECT s.transaction_id::text AS id, s.full_address AS address, s.postcode, to_char(s.sale_date, 'YYYY-MM-DD') AS date,
               s.price, s.property_type_formatted AS "propertyType", NULL::float8 AS metres
        FROM sold_properties s
        WHERE s.postcode = ${postcode} AND s.address_key <> ${excludeKey} AND ${isStandardResidential('s')}
        ORDER BY s.sale_date DESC, s.transaction_id LIMIT ${limit}`,
  );
}

/** Most recent standard residential sales at other postcodes within `metres` (GiST index on the postcode positions). */
export function recentSalesNear(
  db: Db,
  centre: LatLon,
  metres: number,
  excludePostcode: string,
  limit: number,
) {
  return queryRows<NearbySale>(
    db,
    sql`WITH near AS MATERIALIZED (
          SELECT p.postcode,
                 earth_distance(ll_to_earth(${centre.latitude}, ${centre.longitude}), ll_to_earth(p.latitude, p.longitude)) AS metres
          FROM postcodes p
          WHERE earth_box(ll_to_earth(${centre.latitude}, ${centre.longitude}), ${metres}) @> ll_to_earth(p.latitude, p.longitude)
            AND p.postcode <> ${excludePostcode}
        )
        SELECT s.transaction_id::text AS id, s.full_address AS address, s.postcode, to_char(s.sale_date, 'YYYY-MM-DD') AS date,
               s.price, s.property_type_formatted AS "propertyType", n.metres
        FROM near n JOIN sold_properties s ON s.postcode = n.postcode
        WHERE n.metres <= ${metres} AND ${isStandardResidential('s')}
        ORDER BY s.sale_date DESC, s.transaction_id LIMIT ${limit}`,
  );
}

/** Median standard residential sale price per year in a postcode sector. */
export function sectorMediansByYear(db: Db, sector: string) {
  return queryRows<{ year: number; median: number; sales: number }>(
    db,
    sql`SELECT extract(year FROM s.sale_date)::int AS year,
               round(percentile_cont(0.5) WITHIN GROUP (ORDER BY s.price))::int AS median,
               count(*)::int AS sales
        FROM sold_properties s WHERE s.postcode LIKE ${`${sector}%`} AND ${isStandardResidential('s')}
        GROUP BY 1 ORDER BY 1`,
  );
}
