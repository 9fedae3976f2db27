import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { BatchWriter } from '../../../lib/import/batch-writer';
import { type BulkTx, openBulkSession } from '../../../lib/import/bulk-loader';
import { DEFAULT_BATCH_SIZE, type ImportOptions, totalSize } from '../../../lib/import/import-options';
import type { ImportSource } from '../../../lib/import/sources';
import { type ApplyStrategy, chooseStrategy } from './apply-strategies';
import { finishFirstLoad } from './first-load';
import { inThreadParser, type PieceParser, workerParser } from './parse-pool';
import { addCounts, type BatchCounts } from './ppd-batch';
import { readPpdLines } from './ppd-line-reader';

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
  /**
   * Worker threads parsing the files: by default what the cores allow, or none for inputs under
   * WORKER_MIN_BYTES; 0 = this thread only.
   */
  parseThreads?: number;
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

/** Below this the rows are parsed in this thread: starting worker threads would take longer. */
const WORKER_MIN_BYTES = 8 * 2 ** 20;
/** Pieces parsed ahead of the one being written: enough to keep every parse thread busy. */
const PIECES_AHEAD = 8;

function pieceParser(totalBytes: number | undefined, threads: number | undefined): PieceParser {
  if (threads === 0) return inThreadParser();
  if (threads === undefined && totalBytes !== undefined && totalBytes < WORKER_MIN_BYTES)
    return inThreadParser();
  return workerParser(threads);
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
  let writer: BatchWriter<string, BatchCounts> | undefined;
  const parser = pieceParser(totalBytes, options.parseThreads);
  try {
    // A first load a crash cut short is finished before anything else.
    const healed = await session.transaction(finishFirstLoad);
    if (healed)
      options.onNote?.(`finished the keys and indexes of an interrupted first load (${healed.built} built)`);
    strategy = await chooseStrategy(session, sources, options, summary, countUnchanged);
    writer = new BatchWriter(
      session,
      options.batchSize ?? DEFAULT_BATCH_SIZE,
      strategy.apply,
      (_rows, counts) => addCounts(summary, counts),
    );
    let bytesBefore = 0;
    for (const source of sources) {
      let fileBytes = 0;
      for await (const event of readPpdLines(source, parser, PIECES_AHEAD)) {
        if (event.kind === 'skipped') {
          summary.skippedFiles.push({ file: source.name, reason: event.reason });
          options.onFile?.(source.name, { skipped: event.reason });
        } else if (event.kind === 'layout') {
          summary.files += 1;
          options.onFile?.(source.name, { layout: event.layout });
        } else {
          for (const reject of event.rejects) options.onReject?.({ file: source.name, ...reject });
          summary.rejected += event.rejects.length;
          summary.rowsRead += event.lines.length + event.rejects.length;
          validRows += event.lines.length;
          summary.withoutPostcode += event.withoutPostcode;
          for (const line of event.lines) if (writer.add(line)) await writer.flush();
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
    await parser.close();
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
