import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { soldDataUpdates } from '../../../db/schema/index';
import type { BulkTx } from '../../../lib/import/bulk-loader';
import type { DownloadState } from '../../../lib/import/download/download-state';

export type SoldDataUpdate = typeof soldDataUpdates.$inferSelect;
export type NewSoldDataUpdate = Omit<typeof soldDataUpdates.$inferInsert, 'id' | 'appliedAt'>;

/**
 * Whether this very version of a file (same URL, and the same ETag, Last-Modified and length as
 * the server gave for it) was applied before. A server that names no version is never matched.
 */
export async function wasApplied(db: Db, version: DownloadState): Promise<boolean> {
  if (!version.etag && !version.lastModified) return false;
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM ${soldDataUpdates}
        WHERE url = ${version.url}
          AND etag IS NOT DISTINCT FROM ${version.etag ?? null}
          AND last_modified IS NOT DISTINCT FROM ${version.lastModified ?? null}
          AND bytes = ${version.total ?? -1}
        LIMIT 1`,
  );
  return rows.length > 0;
}

/** Recorded inside the transaction that applies the file. */
export async function recordUpdate(tx: BulkTx, update: NewSoldDataUpdate): Promise<SoldDataUpdate> {
  const [row] = await tx.query<SoldDataUpdate>(sql`
    INSERT INTO ${soldDataUpdates} (file_name, url, etag, last_modified, bytes, rows_added, rows_changed,
      rows_deleted, rows_unchanged, rows_rejected, duration_ms)
    VALUES (${update.fileName}, ${update.url}, ${update.etag ?? null}, ${update.lastModified ?? null},
      ${update.bytes}, ${update.rowsAdded}, ${update.rowsChanged}, ${update.rowsDeleted},
      ${update.rowsUnchanged}, ${update.rowsRejected}, ${update.durationMs})
    RETURNING id, file_name AS "fileName", url, etag, last_modified AS "lastModified", bytes::float8 AS bytes,
      rows_added AS "rowsAdded", rows_changed AS "rowsChanged", rows_deleted AS "rowsDeleted",
      rows_unchanged AS "rowsUnchanged", rows_rejected AS "rowsRejected", duration_ms AS "durationMs",
      applied_at AS "appliedAt"`);
  return row!;
}

export async function lastUpdate(db: Db): Promise<SoldDataUpdate | undefined> {
  const [row] = await db.select().from(soldDataUpdates).orderBy(desc(soldDataUpdates.appliedAt)).limit(1);
  return row;
}
