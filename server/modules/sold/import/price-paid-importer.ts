import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { BatchWriter } from '../../../lib/import/batch-writer';
import { type BulkTx, openBulkSession } from '../../../lib/import/bulk-loader';
import { DEFAULT_BATCH_SIZE, type ImportOptions, totalSize } from '../../../lib/import/import-options';
import type { ImportSource } from '../../../lib/import/sources';
import {
  DEFER_INDEXES_MIN_BYTES,
  deferIndexes,
  restoreDeferredIndexes,
  soldTableIsEmpty,
} from './deferred-indexes';
import { applyPpdBatch, type BatchCounts } from './ppd-batch';
import { StagedChange } from './staged-change';
import { readPpdSource } from './ppd-reader';
import type { PpdRow } from './ppd-row';

export interface PricePaidOptions extends ImportOptions {
  /**
   * Build secondary indexes after loading instead of row by row: `auto` (the default) does so for a
   * first load (empty table) of at least DEFER_INDEXES_MIN_BYTES or of unknown size (stdin).
   */
  deferIndexes?: 'auto' | 'always' | 'never';
  /**
   * Apply all the files as one change (the monthly update): rows are staged batch by batch, then
   * merged in one transaction that also runs `onApplied`, so a crash leaves the table as before or
   * as after. Indexes are never deferred then.
   */
  atomic?: { onApplied(tx: BulkTx, summary: PricePaidSummary): Promise<void> };
}

export interface PricePaidSummary {
  files: number;
  skippedFiles: { file: string; reason: string }[];
  /** Data rows read (header rows not counted), valid or not. */
  rowsRead: number;
  inserted: number;
  updated: number;
  /** Valid rows that changed nothing: identical re-imports, deletes of unknown ids, rows superseded later in the same batch. */
  unchanged: number;
  deleted: number;
  rejected: number;
  /** Valid rows kept without a postcode (blank or not a valid UK postcode). */
  withoutPostcode: number;
  /** The secondary indexes were dropped for the load and built at the end. */
  deferredIndexes: boolean;
  seconds: number;
  rowsPerSecond: number;
}

/**
 * Imports Price Paid files in order, one transaction per batch: an interrupted import leaves every
 * batch either fully applied or not at all, and running it again converges on the same table.
 */
export async function importPricePaid(
  database: Database,
  sources: readonly ImportSource[],
  options: PricePaidOptions = {},
): Promise<PricePaidSummary> {
  const started = performance.now();
  const totalBytes = totalSize(sources);
  const summary: PricePaidSummary = {
    files: 0,
    skippedFiles: [],
    rowsRead: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    deleted: 0,
    rejected: 0,
    withoutPostcode: 0,
    deferredIndexes: false,
    seconds: 0,
    rowsPerSecond: 0,
  };
  const session = await openBulkSession(database);
  const addCounts = (counts: BatchCounts) => {
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.deleted += counts.deleted;
  };
  const staged = options.atomic ? new StagedChange() : undefined;
  const writer = new BatchWriter(
    session,
    options.batchSize ?? DEFAULT_BATCH_SIZE,
    staged ? (tx, batch: PpdRow[]) => staged.stage(tx, batch) : applyPpdBatch,
    (_batch, counts: BatchCounts) => addCounts(counts),
  );
  let validRows = 0;
  // Superseded later in the file, identical to what is stored, or deletes of unknown ids.
  const countUnchanged = () =>
    (summary.unchanged = validRows - summary.inserted - summary.updated - summary.deleted);
  let bytesBefore = 0;
  let indexesDropped = false;
  try {
    await staged?.discard(session);
    const healed = await restoreDeferredIndexes(session);
    if (healed > 0) options.onNote?.(`rebuilt ${healed} indexes left out by an interrupted import`);
    const mode = options.deferIndexes ?? 'auto';
    const large = totalBytes === undefined || totalBytes >= DEFER_INDEXES_MIN_BYTES;
    const defer = mode === 'always' || (mode === 'auto' && large && (await soldTableIsEmpty(session)));
    if (defer && !staged) {
      await deferIndexes(session);
      indexesDropped = true;
      summary.deferredIndexes = true;
      options.onNote?.('first load: secondary indexes are dropped and will be built once the rows are in');
    }
    for (const source of sources) {
      let fileBytes = 0;
      for await (const event of readPpdSource(source)) {
        if (event.kind === 'skipped') {
          summary.skippedFiles.push({ file: source.name, reason: event.reason });
          options.onFile?.(source.name, { skipped: event.reason });
        } else if (event.kind === 'layout') {
          summary.files += 1;
          options.onFile?.(source.name, { layout: event.layout });
        } else {
          for (const reject of event.rejects) options.onReject?.({ file: source.name, ...reject });
          summary.rejected += event.rejects.length;
          summary.rowsRead += event.rows.length + event.rejects.length;
          validRows += event.rows.length;
          for (const row of event.rows) {
            if (row.postcode === null) summary.withoutPostcode += 1;
            if (writer.add(row)) await writer.flush();
          }
          fileBytes = event.bytesRead;
          options.onProgress?.({
            file: source.name,
            rowsRead: summary.rowsRead,
            bytesRead: bytesBefore + fileBytes,
            totalBytes,
          });
        }
      }
      // Each file is complete before the next starts, so later files win over earlier ones.
      await writer.flush();
      bytesBefore += source.size ?? fileBytes;
    }
    await writer.finish();
    const atomic = options.atomic;
    if (staged && atomic)
      await staged.merge(session, async (tx, counts) => {
        addCounts(counts);
        countUnchanged();
        await atomic.onApplied(tx, summary);
      });
    if (indexesDropped) {
      options.onNote?.('building indexes');
      indexesDropped = false;
      await restoreDeferredIndexes(session);
    }
  } finally {
    await writer.settle();
    await staged?.discard(session).catch(() => {});
    // After a failure the indexes are rebuilt if the database still answers; if not, the saved
    // definitions stay in data_loads and the next import rebuilds them.
    if (indexesDropped) await restoreDeferredIndexes(session).catch(() => 0);
    session.close();
  }
  // VACUUM, not just ANALYZE: it marks the new pages all-visible, which is what lets radius
  // searches answer from the covering postcode index without visiting the table.
  if (summary.inserted + summary.updated + summary.deleted > 0)
    await database.db.execute(sql`VACUUM ANALYZE sold_properties`);
  countUnchanged();
  summary.seconds = (performance.now() - started) / 1000;
  summary.rowsPerSecond = summary.seconds > 0 ? Math.round(summary.rowsRead / summary.seconds) : 0;
  return summary;
}
