import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { BatchWriter } from '../../../lib/import/batch-writer';
import { type BulkSession, type BulkTx, openBulkSession } from '../../../lib/import/bulk-loader';
import { DEFAULT_BATCH_SIZE, type ImportOptions, totalSize } from '../../../lib/import/import-options';
import type { ImportSource } from '../../../lib/import/sources';
import {
  beginFirstLoad,
  copyFirstLoadBatch,
  FIRST_LOAD_MIN_BYTES,
  finishFirstLoad,
  soldTableIsEmpty,
} from './first-load';
import { applyPpdBatch, type BatchCounts } from './ppd-batch';
import { readPpdSource } from './ppd-reader';
import type { PpdRow } from './ppd-row';
import { StagedChange } from './staged-change';

export interface PricePaidOptions extends ImportOptions {
  /**
   * Load into an empty table the fast way (see first-load.ts): rows copied straight in, keys,
   * indexes and counts built at the end. `auto` (the default) does so for an empty table and at
   * least FIRST_LOAD_MIN_BYTES of input or an unknown size (stdin).
   */
  firstLoad?: 'auto' | 'always' | 'never';
  /**
   * Apply all the files as one change (the monthly update): rows are staged batch by batch, then
   * merged in one transaction that also runs `onApplied`, so a crash leaves the table as before or
   * as after. Never a first load.
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
  /** Loaded as a first load: copied straight in, keys, indexes and counts built at the end. */
  firstLoad: boolean;
  seconds: number;
  rowsPerSecond: number;
}

/** How batches reach sold_properties, and what is left to do once every row is read. */
interface ApplyStrategy {
  apply(tx: BulkTx, rows: PpdRow[]): Promise<BatchCounts>;
  /** After the last batch: the work held back (first load) or the one commit (atomic). */
  finish(): Promise<void>;
  /** After a failure, with the database perhaps gone: leave nothing half set up. */
  abandon(): Promise<void>;
}

/** The default: each batch merged (A/C/D, compared with what is stored) in its own transaction. */
const mergeEachBatch = (): ApplyStrategy => ({
  apply: applyPpdBatch,
  finish: async () => {},
  abandon: async () => {},
});

/**
 * A first load: batches of new sales are copied straight in. Should C or D records turn up, the
 * held-back work is done first (in that batch's transaction) and the rest is merged as usual.
 */
async function firstLoad(
  session: BulkSession,
  summary: PricePaidSummary,
  note: (message: string) => void,
): Promise<ApplyStrategy> {
  await beginFirstLoad(session);
  summary.firstLoad = true;
  note('first load: rows go straight in; keys, indexes and counts are built once they are all in');
  let active = true;
  const finishIn = async (tx: BulkTx) => {
    active = false;
    note('building keys and indexes');
    const finished = await finishFirstLoad(tx);
    // A repeated transaction id: the copy loaded last replaced the earlier one.
    summary.inserted -= finished?.duplicates ?? 0;
  };
  return {
    apply: async (tx, rows) => {
      if (active && rows.every((r) => r.recordStatus === 'A')) return copyFirstLoadBatch(tx, rows);
      if (active) await finishIn(tx);
      return applyPpdBatch(tx, rows);
    },
    finish: async () => {
      if (active) await session.transaction(finishIn);
    },
    // The rows already in stay (each batch is whole); if the database is gone, the saved marker
    // has the next import or server start do this.
    abandon: async () => {
      if (active) await session.transaction(finishIn).catch(() => {});
    },
  };
}

/** The monthly update: staged batch by batch, merged and recorded in one commit. */
function atomicChange(
  session: BulkSession,
  summary: PricePaidSummary,
  atomic: NonNullable<PricePaidOptions['atomic']>,
  countUnchanged: () => void,
): ApplyStrategy {
  const staged = new StagedChange();
  return {
    apply: (tx, rows) => staged.stage(tx, rows),
    finish: async () => {
      await staged.merge(session, async (tx, counts) => {
        summary.inserted += counts.inserted;
        summary.updated += counts.updated;
        summary.deleted += counts.deleted;
        countUnchanged();
        await atomic.onApplied(tx, summary);
      });
      await staged.discard(session);
    },
    abandon: () => staged.discard(session).catch(() => {}),
  };
}

async function chooseStrategy(
  session: BulkSession,
  sources: readonly ImportSource[],
  options: PricePaidOptions,
  summary: PricePaidSummary,
  countUnchanged: () => void,
): Promise<ApplyStrategy> {
  if (options.atomic) {
    const strategy = atomicChange(session, summary, options.atomic, countUnchanged);
    // A staging table an earlier failed run left on the embedded database's one connection.
    await strategy.abandon();
    return strategy;
  }
  const mode = options.firstLoad ?? 'auto';
  const totalBytes = totalSize(sources);
  const large = totalBytes === undefined || totalBytes >= FIRST_LOAD_MIN_BYTES;
  if (mode === 'always' || (mode === 'auto' && large && (await soldTableIsEmpty(session))))
    return firstLoad(session, summary, (message) => options.onNote?.(message));
  return mergeEachBatch();
}

/**
 * Imports Price Paid files in order, one transaction per batch: an interrupted import leaves every
 * batch either fully applied or not at all, and running it again converges on the same table.
 * (With `atomic`, the whole import is one change instead.)
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
    firstLoad: false,
    seconds: 0,
    rowsPerSecond: 0,
  };
  let validRows = 0;
  // Superseded later in the file, identical to what is stored, or deletes of unknown ids.
  const countUnchanged = () =>
    (summary.unchanged = validRows - summary.inserted - summary.updated - summary.deleted);
  const session = await openBulkSession(database);
  let strategy: ApplyStrategy | undefined;
  let writer: BatchWriter<PpdRow, BatchCounts> | undefined;
  try {
    // A first load a crash cut short is finished before anything else.
    const healed = await session.transaction(finishFirstLoad);
    if (healed)
      options.onNote?.(`finished the keys and indexes of an interrupted first load (${healed.built} built)`);
    strategy = await chooseStrategy(session, sources, options, summary, countUnchanged);
    const apply = strategy.apply;
    writer = new BatchWriter(session, options.batchSize ?? DEFAULT_BATCH_SIZE, apply, (_rows, counts) => {
      summary.inserted += counts.inserted;
      summary.updated += counts.updated;
      summary.deleted += counts.deleted;
    });
    let bytesBefore = 0;
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
    await strategy.finish();
    strategy = undefined;
  } finally {
    await writer?.settle();
    await strategy?.abandon();
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
