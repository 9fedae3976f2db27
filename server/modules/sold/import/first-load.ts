import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../../lib/pg-errors';
import type { BulkSession, BulkTx } from '../../../lib/import/bulk-loader';
import { copySales } from './ppd-batch';

/**
 * A first load (tens of millions of rows into an empty table) runs several times faster when
 * sold_properties keeps nothing up to date row by row: no secondary index, no primary key, no
 * count trigger. Rows are copied straight in, and all of that is built once at the end. What was
 * set aside is saved in data_loads in the transaction that sets it aside, so a load that dies half
 * way is finished (keys, indexes, counts) by the next import or the next server start.
 */
const MARKER = 'sold_properties:deferred-indexes';
const PRIMARY_KEY = 'sold_properties_pkey';
const COUNTS_TRIGGER = 'sold_postcode_counts_insert';
/** Records each inserted sale for the price index (migration 0023); its inputs are built at the end instead. */
const INDEX_INPUTS_TRIGGER = 'price_index_changes_insert';

/** About 400,000 official-layout rows: below this, building everything again costs more than it saves. */
export const FIRST_LOAD_MIN_BYTES = 64 * 2 ** 20;

interface SavedIndex {
  name: string;
  definition: string;
}

interface FirstLoadMarker {
  indexes: SavedIndex[];
  /** Absent in markers written before the primary key and trigger were set aside too. */
  primaryKey?: boolean;
  countsTrigger?: boolean;
  /** Absent in markers written before the price index's inputs were set aside too. */
  indexInputsTrigger?: boolean;
}

/**
 * Sets aside the secondary indexes, the primary key, the count trigger and the price index's
 * change trigger of sold_properties.
 */
export async function beginFirstLoad(session: BulkSession): Promise<void> {
  await session.transaction(async (tx) => {
    const indexes = await tx.query<SavedIndex>(sql`
      SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'sold_properties'::regclass AND NOT i.indisunique
      ORDER BY c.relname`);
    const marker: FirstLoadMarker = {
      indexes,
      primaryKey: true,
      countsTrigger: true,
      indexInputsTrigger: true,
    };
    await tx.query(
      sql`INSERT INTO data_loads (name, details) VALUES (${MARKER}, ${JSON.stringify(marker)}::jsonb)`,
    );
    for (const index of indexes) await tx.query(sql`DROP INDEX ${sql.identifier(index.name)}`);
    await tx.query(sql`ALTER TABLE sold_properties DROP CONSTRAINT ${sql.identifier(PRIMARY_KEY)}`);
    await tx.query(sql`ALTER TABLE sold_properties DISABLE TRIGGER ${sql.identifier(COUNTS_TRIGGER)}`);
    await tx.query(sql`ALTER TABLE sold_properties DISABLE TRIGGER ${sql.identifier(INDEX_INPUTS_TRIGGER)}`);
  });
}

/** A first-load batch: every row is a new sale (status A), copied straight into the table. */
export async function copyFirstLoadBatch(tx: BulkTx, lines: readonly string[]) {
  await copySales(tx, lines);
  return { inserted: lines.length, updated: 0, deleted: 0 };
}

export interface FinishedFirstLoad {
  /** Indexes built (the primary key included). */
  built: number;
  /** Rows dropped because a later row carried the same transaction id (it wins, as in any import). */
  duplicates: number;
}

/**
 * Builds what beginFirstLoad set aside, in the caller's transaction: the primary key (after
 * dropping earlier copies of a repeated transaction id, should there be any), the indexes, the
 * counts, the price index's inputs. A no-op (null) when nothing was set aside.
 */
export async function finishFirstLoad(tx: BulkTx): Promise<FinishedFirstLoad | null> {
  const [saved] = await tx.query<{ details: FirstLoadMarker }>(
    sql`SELECT details FROM data_loads WHERE name = ${MARKER} FOR UPDATE`,
  );
  if (!saved) return null;
  const { indexes, primaryKey = false, countsTrigger = false, indexInputsTrigger = false } = saved.details;
  // Sorting is the slow part of the index builds and of adding up the counts: give both room (this
  // transaction only; PostgreSQL's defaults, 64 MB and 4 MB, spill millions of rows to disk).
  await tx.query(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  await tx.query(sql`SET LOCAL work_mem = '256MB'`);
  let built = 0;
  let duplicates = 0;
  if (primaryKey && !(await exists(tx, PRIMARY_KEY))) {
    duplicates = await addPrimaryKey(tx);
    built += 1;
  }
  for (const index of indexes) {
    if (await exists(tx, index.name)) continue;
    // The statement is PostgreSQL's own pg_get_indexdef() output, saved above; no input reaches it.
    await tx.query(sql.raw(index.definition));
    built += 1;
  }
  if (countsTrigger) {
    await tx.query(sql`ALTER TABLE sold_properties ENABLE TRIGGER ${sql.identifier(COUNTS_TRIGGER)}`);
    await tx.query(sql`DELETE FROM sold_postcode_counts`);
    await tx.query(sql`
      INSERT INTO sold_postcode_counts (postcode, category, property_type, new_build, duration, sales)
      SELECT postcode, category, property_type, new_build, duration, count(*)
      FROM sold_properties WHERE postcode IS NOT NULL
      GROUP BY postcode, category, property_type, new_build, duration
      -- In key order, the counts' primary key grows at its right edge instead of splitting pages.
      ORDER BY postcode, category, property_type, new_build, duration`);
  }
  if (indexInputsTrigger) {
    await tx.query(sql`ALTER TABLE sold_properties ENABLE TRIGGER ${sql.identifier(INDEX_INPUTS_TRIGGER)}`);
    await tx.query(sql`SELECT price_index_inputs_reload()`);
  }
  await tx.query(sql`DELETE FROM data_loads WHERE name = ${MARKER}`);
  return { built, duplicates };
}

async function exists(tx: BulkTx, name: string) {
  const [row] = await tx.query<{ found: boolean }>(sql`SELECT to_regclass(${name}) IS NOT NULL AS found`);
  return row?.found === true;
}

const addKey = (tx: BulkTx) =>
  tx.query(
    sql`ALTER TABLE sold_properties ADD CONSTRAINT ${sql.identifier(PRIMARY_KEY)} PRIMARY KEY (transaction_id)`,
  );

/**
 * The official files never repeat a transaction id, so the key normally goes straight on. When one
 * repeats, the key is refused; then the copies loaded earlier are dropped (the one loaded last, the
 * highest ctid as the table only grew during the load, wins as in any import) and it goes on.
 * Returns the rows dropped.
 */
async function addPrimaryKey(tx: BulkTx): Promise<number> {
  await tx.query(sql`SAVEPOINT first_load_key`);
  try {
    await addKey(tx);
    return 0;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await tx.query(sql`ROLLBACK TO SAVEPOINT first_load_key`);
  }
  const [row] = await tx.query<{ n: number }>(sql`
    WITH repeated AS (
      SELECT transaction_id, max(ctid) AS keep FROM sold_properties
      GROUP BY transaction_id HAVING count(*) > 1
    ), removed AS (
      DELETE FROM sold_properties s USING repeated r
      WHERE s.transaction_id = r.transaction_id AND s.ctid <> r.keep
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM removed`);
  await addKey(tx);
  return row?.n ?? 0;
}

/** Whether sold_properties holds no rows (a first load). */
export async function soldTableIsEmpty(session: BulkSession): Promise<boolean> {
  const rows = await session.query<{ one: number }>(sql`SELECT 1 AS one FROM sold_properties LIMIT 1`);
  return rows.length === 0;
}
