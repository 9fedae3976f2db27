import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { withAdvisoryLock } from '../../../db/advisory-lock';
import type { Database } from '../../../db/client';
import { type DownloadOptions, downloadFile } from '../../../lib/import/download/download-file';
import { MONTHLY_FILE } from '../../../lib/import/download/official-files';
import type { ImportOptions } from '../../../lib/import/import-options';
import { fileSource } from '../../../lib/import/sources';
import { importPricePaid, type PricePaidSummary } from '../import/price-paid-importer';
import { recordUpdate, type SoldDataUpdate, wasApplied } from './sold-updates.repository';

/** Any fixed number: one instance applies the monthly file when several share a database. */
const UPDATE_LOCK_ID = 727_003;

export interface MonthlyUpdateOptions {
  /** The monthly change file (PRICE_PAID_BASE_URL + pp-monthly-update-new-version.csv). */
  url: string;
  /** DATA_DIR/downloads: the copy kept there lets the next check ask "changed since?". */
  downloadsDir: string;
  download?: DownloadOptions;
  importOptions?: ImportOptions;
  /** Told when the download is in and the file is being applied. */
  onApplying?(): void;
}

export type MonthlyUpdateResult =
  /** Another instance is running the update. */
  | { outcome: 'busy' }
  /** The server's file is the version applied before. */
  | { outcome: 'unchanged' }
  | { outcome: 'applied'; update: SoldDataUpdate; summary: PricePaidSummary };

/**
 * Checks HM Land Registry's monthly change file and applies it when it is a version this database
 * has not had: a conditional request (ETag, Last-Modified) when a copy is kept, so an unchanged
 * file is not downloaded again, then every A/C/D record in one commit, recorded in
 * sold_data_updates in that same commit. Running it again changes nothing.
 */
export async function runMonthlyUpdate(
  database: Database,
  options: MonthlyUpdateOptions,
): Promise<MonthlyUpdateResult> {
  // The advisory lock keeps other instances out; this keeps out a second run in this process
  // (the job's timer firing while the first start's download applies the file).
  if (running.has(database)) return { outcome: 'busy' };
  running.add(database);
  try {
    return await applyUnlessApplied(database, options);
  } finally {
    running.delete(database);
  }
}

const running = new WeakSet<Database>();

async function applyUnlessApplied(
  database: Database,
  options: MonthlyUpdateOptions,
): Promise<MonthlyUpdateResult> {
  const result = await withAdvisoryLock(database, UPDATE_LOCK_ID, async (): Promise<MonthlyUpdateResult> => {
    const started = performance.now();
    await mkdir(options.downloadsDir, { recursive: true });
    const file = path.join(options.downloadsDir, MONTHLY_FILE);
    const download = await downloadFile(options.url, file, options.download);
    if (await wasApplied(database.db, download.version)) return { outcome: 'unchanged' };

    options.onApplying?.();
    let update: SoldDataUpdate | undefined;
    const summary = await importPricePaid(database, [fileSource(file, download.bytes)], {
      ...options.importOptions,
      atomic: {
        onApplied: async (tx, applied) => {
          update = await recordUpdate(tx, {
            fileName: MONTHLY_FILE,
            url: download.version.url,
            etag: download.version.etag,
            lastModified: download.version.lastModified,
            bytes: download.bytes,
            rowsAdded: applied.inserted,
            rowsChanged: applied.updated,
            rowsDeleted: applied.deleted,
            rowsUnchanged: applied.unchanged,
            rowsRejected: applied.rejected,
            durationMs: Math.round(performance.now() - started),
          });
        },
      },
    });
    return { outcome: 'applied', update: update!, summary };
  });
  return result === 'busy' ? { outcome: 'busy' } : result;
}
