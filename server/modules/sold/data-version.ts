import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { dataLoads } from '../../db/schema/index';

/**
 * Names of the data_loads rows that record what was built from the sold data (the price index, the
 * listings marked sold) rather than a load of it: they start with this, so they never count as one.
 */
export const DERIVED_MARKER_PREFIX = 'derived:';

/**
 * Which state of the sold data what is built from it must follow, read from two small tables: the
 * last monthly update applied and the last data set loaded (the demo data, a first download).
 */
export async function soldDataVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ updated: string | null; loaded: string | null }>(
    db,
    sql`select (select max(applied_at)::text from sold_data_updates) as updated,
          (select max(loaded_at)::text from data_loads where name not like ${`${DERIVED_MARKER_PREFIX}%`}) as loaded`,
  );
  return [row?.updated ?? '-', row?.loaded ?? '-'].join('|');
}

/**
 * Records a load of sold data that neither the monthly update nor the first download records
 * (`npm run import:price-paid`), so soldDataVersion changes and what is built from the data (the
 * price index, the listings marked sold) follows it.
 */
export async function recordSoldDataLoad(db: Db, name: string, details: unknown, now: Date) {
  await db
    .insert(dataLoads)
    .values({ name, details, loadedAt: now })
    .onConflictDoUpdate({ target: dataLoads.name, set: { details, loadedAt: now } });
}
