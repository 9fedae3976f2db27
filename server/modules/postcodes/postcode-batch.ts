import { sql } from 'drizzle-orm';
import type { BulkTx } from '../../lib/import/bulk-loader';
import { csvLine } from '../../lib/import/csv-writer';
import type { DistrictRow, PostcodeRow } from './postcode-layout';

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/** COPY into staging, then one upsert that leaves identical rows untouched (as for sold prices). */
export async function applyPostcodeBatch(tx: BulkTx, rows: readonly PostcodeRow[]): Promise<UpsertCounts> {
  await tx.query(sql`
    CREATE TEMP TABLE postcode_import_staging (
      seq integer NOT NULL, postcode varchar(10) NOT NULL, latitude double precision NOT NULL,
      longitude double precision NOT NULL, outward_code varchar(4) NOT NULL, terminated boolean NOT NULL
    ) ON COMMIT DROP`);
  const csv = rows
    .map((r, seq) => csvLine([seq, r.postcode, r.latitude, r.longitude, r.outwardCode, r.terminated]))
    .join('');
  await tx.copyCsv(
    'postcode_import_staging',
    ['seq', 'postcode', 'latitude', 'longitude', 'outward_code', 'terminated'],
    csv,
  );
  const [counts] = await tx.query<UpsertCounts>(sql`
    WITH latest AS (
      SELECT DISTINCT ON (postcode) * FROM postcode_import_staging ORDER BY postcode, seq DESC
    ),
    written AS (
      INSERT INTO postcodes AS p (postcode, latitude, longitude, outward_code, terminated)
      SELECT postcode, latitude, longitude, outward_code, terminated FROM latest
      ON CONFLICT (postcode) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
        outward_code = excluded.outward_code, terminated = excluded.terminated
      WHERE (p.latitude, p.longitude, p.outward_code, p.terminated)
        IS DISTINCT FROM (excluded.latitude, excluded.longitude, excluded.outward_code, excluded.terminated)
      RETURNING (xmax = 0) AS inserted
    )
    SELECT (SELECT count(*)::int FROM written WHERE inserted) AS inserted,
           (SELECT count(*)::int FROM written WHERE NOT inserted) AS updated`);
  return counts ?? { inserted: 0, updated: 0 };
}

export async function applyDistrictBatch(tx: BulkTx, rows: readonly DistrictRow[]): Promise<UpsertCounts> {
  await tx.query(sql`
    CREATE TEMP TABLE district_import_staging (
      seq integer NOT NULL, outward_code varchar(4) NOT NULL, latitude double precision NOT NULL,
      longitude double precision NOT NULL
    ) ON COMMIT DROP`);
  const csv = rows.map((r, seq) => csvLine([seq, r.outwardCode, r.latitude, r.longitude])).join('');
  await tx.copyCsv('district_import_staging', ['seq', 'outward_code', 'latitude', 'longitude'], csv);
  const [counts] = await tx.query<UpsertCounts>(sql`
    WITH latest AS (
      SELECT DISTINCT ON (outward_code) * FROM district_import_staging ORDER BY outward_code, seq DESC
    ),
    written AS (
      INSERT INTO postcode_districts AS d (outward_code, latitude, longitude)
      SELECT outward_code, latitude, longitude FROM latest
      ON CONFLICT (outward_code) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude
      WHERE (d.latitude, d.longitude) IS DISTINCT FROM (excluded.latitude, excluded.longitude)
      RETURNING (xmax = 0) AS inserted
    )
    SELECT (SELECT count(*)::int FROM written WHERE inserted) AS inserted,
           (SELECT count(*)::int FROM written WHERE NOT inserted) AS updated`);
  return counts ?? { inserted: 0, updated: 0 };
}
