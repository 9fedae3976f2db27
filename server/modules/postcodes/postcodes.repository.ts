import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export interface LatLon {
  latitude: number;
  longitude: number;
}

export async function findPostcode(db: Db, postcode: string): Promise<LatLon | null> {
  const [row] = await queryRows<LatLon>(
    db,
    sql`SELECT latitude, longitude FROM postcodes WHERE postcode = ${postcode}`,
  );
  return row ?? null;
}

/** Mean position of a sector's postcodes (`SW19 1`); the outward-code index narrows the scan. */
export async function sectorCentroid(db: Db, sector: string): Promise<LatLon | null> {
  const outward = sector.split(' ')[0] ?? sector;
  const [row] = await queryRows<{ latitude: number | null; longitude: number | null }>(
    db,
    sql`SELECT avg(latitude) AS latitude, avg(longitude) AS longitude FROM postcodes
        WHERE outward_code = ${outward} AND postcode LIKE ${`${sector}%`}`,
  );
  return row?.latitude != null && row.longitude != null
    ? { latitude: row.latitude, longitude: row.longitude }
    : null;
}

/** A district's published centroid, else the mean of its loaded postcodes. */
export async function districtCentroid(db: Db, outwardCode: string): Promise<LatLon | null> {
  const [row] = await queryRows<{ latitude: number | null; longitude: number | null }>(
    db,
    sql`SELECT coalesce(d.latitude, p.latitude) AS latitude, coalesce(d.longitude, p.longitude) AS longitude
        FROM (SELECT avg(latitude) AS latitude, avg(longitude) AS longitude FROM postcodes WHERE outward_code = ${outwardCode}) p
        LEFT JOIN postcode_districts d ON d.outward_code = ${outwardCode}`,
  );
  return row?.latitude != null && row.longitude != null
    ? { latitude: row.latitude, longitude: row.longitude }
    : null;
}

/** Exact below the threshold; the planner's estimate above it, where counting would take seconds. */
const EXACT_COUNT_LIMIT = 200_000;

/** Rows in a table, counted exactly when small and estimated when large. */
export async function approximateCount(db: Db, table: 'postcodes' | 'sold_properties'): Promise<number> {
  const [estimate] = await queryRows<{ n: number }>(
    db,
    sql`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = to_regclass(${table})`,
  );
  if (estimate && estimate.n > EXACT_COUNT_LIMIT) return Math.round(estimate.n);
  const [exact] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return exact?.n ?? 0;
}
