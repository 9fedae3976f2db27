import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { dataLoads } from '../../../db/schema/index';
import type { ImportOptions } from '../../../lib/import/import-options';
import {
  type DownloadOptions,
  type DownloadResult,
  downloadFile,
} from '../../../lib/import/download/download-file';
import type { DownloadState } from '../../../lib/import/download/download-state';
import type { OfficialFile } from '../../../lib/import/download/official-files';
import { isZipFile, openZipSources } from '../../../lib/import/download/zip-sources';
import { fileSource, type ImportSource } from '../../../lib/import/sources';
import { importPostcodes, type PostcodeSummary } from '../../postcodes/postcode-importer';
import { importPricePaid, type PricePaidSummary } from '../import/price-paid-importer';

export interface DownloadAndImportOptions {
  files: readonly OfficialFile[];
  /** Where the files are kept between runs (DATA_DIR/downloads). */
  downloadsDir: string;
  /** Opens the database to import into, once every file is in; none = download only. */
  database?: () => Promise<Database>;
  download?: Omit<DownloadOptions, 'onProgress'>;
  /** A progress callback for each file as its download starts. */
  onDownload?(file: OfficialFile): DownloadOptions['onProgress'];
  importOptions?: ImportOptions;
}

type Downloaded = DownloadResult & { kind: OfficialFile['kind'] };

export interface DownloadAndImportSummary {
  downloads: Downloaded[];
  /** Files not imported because this very version was imported before. */
  alreadyImported: string[];
  postcodes?: PostcodeSummary;
  pricePaid?: PricePaidSummary;
}

/**
 * Downloads every file first and imports only when all of them arrived whole, so a failed download
 * leaves the database exactly as it was. Postcodes go in before Price Paid, and Price Paid files
 * in the order given (complete, years, monthly), so the monthly A/C/D records apply last.
 */
export async function downloadAndImport(
  options: DownloadAndImportOptions,
): Promise<DownloadAndImportSummary> {
  await mkdir(options.downloadsDir, { recursive: true });
  const downloads: Downloaded[] = [];
  for (const file of options.files) {
    const result = await downloadFile(file.url, path.join(options.downloadsDir, file.fileName), {
      ...options.download,
      onProgress: options.onDownload?.(file),
    });
    downloads.push({ ...result, kind: file.kind });
  }
  const summary: DownloadAndImportSummary = { downloads, alreadyImported: [] };
  if (!options.database) return summary;

  const postcodeFiles = downloads.filter((d) => d.kind === 'postcodes');
  // Opened (and so checked to be a whole zip) before anything is imported.
  const postcodes = await postcodeSources(postcodeFiles.map((d) => d.file));
  let database: Database;
  try {
    database = await options.database();
    const pending = await notYetImported(database, postcodeFiles, summary);
    if (pending.length > 0) {
      summary.postcodes = await importPostcodes(database, postcodes.sources, options.importOptions);
      await recordImported(database, pending);
    }
  } finally {
    postcodes.close();
  }
  const pricePaid = await notYetImported(
    database,
    downloads.filter((d) => d.kind === 'price-paid'),
    summary,
  );
  if (pricePaid.length > 0) {
    summary.pricePaid = await importPricePaid(
      database,
      pricePaid.map((d) => fileSource(d.file, d.bytes)),
      options.importOptions,
    );
    await recordImported(database, pricePaid);
  }
  return summary;
}

const loadName = (d: Downloaded) => `download:${path.basename(d.file)}`;
const sameVersion = (a: DownloadState | undefined, b: DownloadState) =>
  a !== undefined &&
  Boolean(b.etag || b.lastModified) &&
  a.url === b.url &&
  a.etag === b.etag &&
  a.lastModified === b.lastModified &&
  a.total === b.total;

/**
 * The files from the first one whose version this database has not imported yet: the unchanged
 * ones before it are skipped (re-reading them would briefly undo later corrections and cost the
 * time of a full import), and every file after it is imported again so later files still win.
 */
async function notYetImported(database: Database, files: Downloaded[], summary: DownloadAndImportSummary) {
  if (files.length === 0) return files;
  const rows = await database.db
    .select()
    .from(dataLoads)
    .where(inArray(dataLoads.name, files.map(loadName)));
  const imported = new Map(rows.map((r) => [r.name, r.details as DownloadState]));
  const first = files.findIndex((d) => !sameVersion(imported.get(loadName(d)), d.version));
  const from = first === -1 ? files.length : first;
  summary.alreadyImported.push(...files.slice(0, from).map((d) => path.basename(d.file)));
  return files.slice(from);
}

async function recordImported(database: Database, files: Downloaded[]) {
  for (const d of files)
    await database.db
      .insert(dataLoads)
      .values({ name: loadName(d), details: d.version })
      .onConflictDoUpdate({ target: dataLoads.name, set: { details: d.version, loadedAt: sql`now()` } });
}

/** A zip (Code-Point Open, ONSPD) is read entry by entry; a plain CSV (ONSPD) as it is. */
async function postcodeSources(
  files: readonly string[],
): Promise<{ sources: ImportSource[]; close(): void }> {
  const sources: ImportSource[] = [];
  const closers: (() => void)[] = [];
  const close = () => closers.forEach((c) => c());
  try {
    for (const file of files) {
      if (await isZipFile(file)) {
        const zip = await openZipSources(file);
        closers.push(zip.close);
        sources.push(...zip.sources);
      } else {
        sources.push(fileSource(file));
      }
    }
  } catch (err) {
    close();
    throw err;
  }
  return { sources, close };
}
