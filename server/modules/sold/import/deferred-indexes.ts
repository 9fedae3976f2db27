import { sql } from 'drizzle-orm';
import type { BulkSession } from '../../../lib/import/bulk-loader';

/**
 * A first load of tens of millions of rows is several times faster when the secondary indexes of
 * sold_properties are built once at the end instead of updated row by row. Their definitions are
 * saved in data_loads (in the transaction that drops them) so that an import that dies half way
 * has them rebuilt by the next import or the next server start.
 */
const MARKER = 'sold_properties:deferred-indexes';

/** About 400,000 official-layout rows: below this, rebuilding the indexes costs more than it saves. */
export const DEFER_INDEXES_MIN_BYTES = 64 * 2 ** 20;

interface SavedIndex {
  name: string;
  definition: string;
}

/** Drops the secondary (non-unique) indexes of sold_properties, remembering how to rebuild them. */
export async function deferIndexes(session: BulkSession): Promise<void> {
  await session.transaction(async (tx) => {
    const indexes = await tx.query<SavedIndex>(sql`
      SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'sold_properties'::regclass AND NOT i.indisunique
      ORDER BY c.relname`);
    await tx.query(
      sql`INSERT INTO data_loads (name, details) VALUES (${MARKER}, ${JSON.stringify({ indexes })}::jsonb)`,
    );
    for (const index of indexes) await tx.query(sql`DROP INDEX ${sql.identifier(index.name)}`);
  });
}

/** Rebuilds indexes an import deferred, if any (a no-op otherwise); returns how many it built. */
export async function restoreDeferredIndexes(session: BulkSession): Promise<number> {
  const [saved] = await session.query<{ details: { indexes: SavedIndex[] } }>(
    sql`SELECT details FROM data_loads WHERE name = ${MARKER}`,
  );
  if (!saved) return 0;
  let built = 0;
  for (const index of saved.details.indexes) {
    const [exists] = await session.query<{ found: boolean }>(
      sql`SELECT to_regclass(${index.name}) IS NOT NULL AS found`,
    );
    if (exists?.found) continue;
    // The statement is PostgreSQL's own pg_get_indexdef() output, saved above; no input reaches it.
    await session.query(sql.raw(index.definition));
    built += 1;
  }
  await session.query(sql`DELETE FROM data_loads WHERE name = ${MARKER}`);
  return built;
}

/** Whether sold_properties holds no rows (a first load). */
export async function soldTableIsEmpty(session: BulkSession): Promise<boolean> {
  const rows = await session.query<{ one: number }>(sql`SELECT 1 AS one FROM sold_properties LIMIT 1`);
  return rows.length === 0;
}
