import { sql } from 'drizzle-orm';
import type { BulkTx } from '../../../lib/import/bulk-loader';
import { SALE_COLUMNS, STAGING_COLUMNS, salesCsv, stagingCsv } from './ppd-lines';

const BATCH_STAGING = 'sold_import_staging';

/** Copies new sales straight into sold_properties (a first load: nothing to merge with). */
export const copySales = (tx: BulkTx, lines: readonly string[]) =>
  tx.copyCsv('sold_properties', SALE_COLUMNS, salesCsv(lines));

export interface BatchCounts {
  inserted: number;
  updated: number;
  deleted: number;
}

/** Adds what a batch (or a merged change) did to a running total, such as an import's summary. */
export function addCounts(total: BatchCounts, counts: BatchCounts) {
  total.inserted += counts.inserted;
  total.updated += counts.updated;
  total.deleted += counts.deleted;
}

/**
 * A temporary staging table: dropped at commit for a single batch, or kept for the whole session
 * when a file is staged over several transactions and merged in one (see StagedFile).
 */
export async function createStaging(tx: BulkTx, table: string, keep: 'transaction' | 'session') {
  await tx.query(sql`
    CREATE TEMP TABLE ${sql.identifier(table)} (
      seq integer NOT NULL, transaction_id uuid NOT NULL, record_status char(1) NOT NULL,
      price integer NOT NULL, sale_date date NOT NULL, postcode varchar(10),
      property_type varchar(20) NOT NULL, old_or_new char(1) NOT NULL, duration char(1) NOT NULL,
      address_line1 text, address_line2 text, street_name text, locality text, city text,
      district text, county text, category char(1) NOT NULL,
      property_type_formatted varchar(20) NOT NULL, new_build boolean NOT NULL,
      tenure varchar(20) NOT NULL, full_address text NOT NULL, address_key text NOT NULL
    ) ${keep === 'transaction' ? sql`ON COMMIT DROP` : sql``}`);
}

export const stageLines = (tx: BulkTx, table: string, lines: readonly string[], firstSeq = 0) =>
  tx.copyCsv(table, STAGING_COLUMNS, stagingCsv(lines, firstSeq));

/**
 * One statement that keeps the last version of each staged transaction, deletes `D` rows and
 * upserts the rest. Rows identical to the stored version are not rewritten (updated_at stays).
 */
export async function mergeStaged(tx: BulkTx, table: string): Promise<BatchCounts> {
  const staging = sql.identifier(table);
  const [counts] = await tx.query<BatchCounts>(sql`
    WITH latest AS (
      SELECT DISTINCT ON (transaction_id) * FROM ${staging} ORDER BY transaction_id, seq DESC
    ),
    removed AS (
      DELETE FROM sold_properties s USING latest l
      WHERE l.record_status = 'D' AND s.transaction_id = l.transaction_id
      RETURNING 1
    ),
    written AS (
      INSERT INTO sold_properties AS s (
        transaction_id, price, sale_date, postcode, property_type, old_or_new, duration,
        address_line1, address_line2, street_name, locality, city, district, county, category,
        property_type_formatted, new_build, tenure, full_address, address_key
      )
      SELECT transaction_id, price, sale_date, postcode, property_type, old_or_new, duration,
        address_line1, address_line2, street_name, locality, city, district, county, category,
        property_type_formatted, new_build, tenure, full_address, address_key
      FROM latest WHERE record_status <> 'D'
      ON CONFLICT (transaction_id) DO UPDATE SET
        price = excluded.price, sale_date = excluded.sale_date, postcode = excluded.postcode,
        property_type = excluded.property_type, old_or_new = excluded.old_or_new,
        duration = excluded.duration, address_line1 = excluded.address_line1,
        address_line2 = excluded.address_line2, street_name = excluded.street_name,
        locality = excluded.locality, city = excluded.city, district = excluded.district,
        county = excluded.county, category = excluded.category,
        property_type_formatted = excluded.property_type_formatted, new_build = excluded.new_build,
        tenure = excluded.tenure, full_address = excluded.full_address,
        address_key = excluded.address_key, updated_at = now()
      WHERE (s.price, s.sale_date, s.postcode, s.property_type, s.old_or_new, s.duration,
             s.address_line1, s.address_line2, s.street_name, s.locality, s.city, s.district,
             s.county, s.category, s.property_type_formatted, s.new_build, s.tenure,
             s.full_address, s.address_key)
        IS DISTINCT FROM
            (excluded.price, excluded.sale_date, excluded.postcode, excluded.property_type,
             excluded.old_or_new, excluded.duration, excluded.address_line1, excluded.address_line2,
             excluded.street_name, excluded.locality, excluded.city, excluded.district,
             excluded.county, excluded.category, excluded.property_type_formatted,
             excluded.new_build, excluded.tenure, excluded.full_address, excluded.address_key)
      RETURNING (xmax = 0) AS inserted
    )
    SELECT (SELECT count(*)::int FROM removed) AS deleted,
           (SELECT count(*)::int FROM written WHERE inserted) AS inserted,
           (SELECT count(*)::int FROM written WHERE NOT inserted) AS updated`);
  return counts ?? { inserted: 0, updated: 0, deleted: 0 };
}

/** Applies one batch in the caller's transaction: COPY into a staging table, then mergeStaged. */
export async function applyPpdBatch(tx: BulkTx, lines: readonly string[]): Promise<BatchCounts> {
  await createStaging(tx, BATCH_STAGING, 'transaction');
  await stageLines(tx, BATCH_STAGING, lines);
  return mergeStaged(tx, BATCH_STAGING);
}
