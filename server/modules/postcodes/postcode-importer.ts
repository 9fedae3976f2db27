import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { BatchWriter } from '../../lib/import/batch-writer';
import { openBulkSession } from '../../lib/import/bulk-loader';
import { readCsvSource } from '../../lib/import/csv-source';
import { isCsvError } from '../../lib/import/csv-parser';
import { DEFAULT_BATCH_SIZE, type ImportOptions, totalSize } from '../../lib/import/import-options';
import type { ImportSource } from '../../lib/import/sources';
import { applyDistrictBatch, applyPostcodeBatch, type UpsertCounts } from './postcode-batch';
import {
  detectPostcodeLayout,
  type DistrictRow,
  type PostcodeLayout,
  type PostcodeRow,
} from './postcode-layout';

export interface UpsertTotals {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface PostcodeSummary {
  files: number;
  skippedFiles: { file: string; reason: string }[];
  rowsRead: number;
  postcodes: UpsertTotals;
  districts: UpsertTotals;
  /** Postcodes the source lists without a position; not stored. */
  withoutCoordinates: number;
  rejected: number;
  seconds: number;
  rowsPerSecond: number;
}

const totals = (): UpsertTotals => ({ inserted: 0, updated: 0, unchanged: 0 });
const counter = (t: UpsertTotals) => (batch: unknown[], c: UpsertCounts) => {
  t.inserted += c.inserted;
  t.updated += c.updated;
  t.unchanged += batch.length - c.inserted - c.updated;
};

/** Loads postcode and district coordinate files (ONSPD, Code-Point Open, simple lat/long CSVs). */
export async function importPostcodes(
  database: Database,
  sources: readonly ImportSource[],
  options: ImportOptions = {},
): Promise<PostcodeSummary> {
  const started = performance.now();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const totalBytes = totalSize(sources);
  const summary: PostcodeSummary = {
    files: 0,
    skippedFiles: [],
    rowsRead: 0,
    postcodes: totals(),
    districts: totals(),
    withoutCoordinates: 0,
    rejected: 0,
    seconds: 0,
    rowsPerSecond: 0,
  };
  const session = await openBulkSession(database);
  const postcodes = new BatchWriter<PostcodeRow, UpsertCounts>(
    session,
    batchSize,
    applyPostcodeBatch,
    counter(summary.postcodes),
  );
  const districts = new BatchWriter<DistrictRow, UpsertCounts>(
    session,
    batchSize,
    applyDistrictBatch,
    counter(summary.districts),
  );
  let bytesBefore = 0;
  try {
    for (const source of sources) {
      let layout: PostcodeLayout | undefined;
      let skipped = false;
      let fileBytes = 0;
      for await (const { items, bytesRead } of readCsvSource(source)) {
        for (const item of items) {
          if (isCsvError(item)) {
            summary.rejected += 1;
            options.onReject?.({ file: source.name, line: item.line, reason: item.error });
            continue;
          }
          if (!layout) {
            const detected = detectPostcodeLayout(item.fields);
            if (detected.kind === 'unknown') {
              summary.skippedFiles.push({ file: source.name, reason: detected.reason });
              options.onFile?.(source.name, { skipped: detected.reason });
              skipped = true;
              break;
            }
            layout = detected.layout;
            summary.files += 1;
            options.onFile?.(source.name, { layout: layout.name });
            if (detected.kind === 'header') continue;
          }
          summary.rowsRead += 1;
          const parsed = layout.parse(item.fields);
          if (parsed.kind === 'postcode') {
            if (postcodes.add(parsed.row)) await postcodes.flush();
          } else if (parsed.kind === 'district') {
            if (districts.add(parsed.row)) await districts.flush();
          } else if (parsed.kind === 'no-coordinates') {
            summary.withoutCoordinates += 1;
          } else {
            summary.rejected += 1;
            options.onReject?.({ file: source.name, line: item.line, reason: parsed.reason });
          }
        }
        if (skipped) break;
        fileBytes = bytesRead;
        options.onProgress?.({
          file: source.name,
          rowsRead: summary.rowsRead,
          bytesRead: bytesBefore + fileBytes,
          totalBytes,
        });
      }
      // The two writers share one connection: neither may be mid-batch when the other starts.
      await postcodes.finish();
      await districts.finish();
      bytesBefore += source.size ?? fileBytes;
    }
  } finally {
    await postcodes.settle();
    await districts.settle();
    session.close();
  }
  if (summary.postcodes.inserted + summary.postcodes.updated > 0)
    await database.db.execute(sql`ANALYZE postcodes`);
  summary.seconds = (performance.now() - started) / 1000;
  summary.rowsPerSecond = summary.seconds > 0 ? Math.round(summary.rowsRead / summary.seconds) : 0;
  return summary;
}
