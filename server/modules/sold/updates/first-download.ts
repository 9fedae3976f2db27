import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { downloadAndImport } from './download-and-import';
import { downloadFile } from '../../../lib/import/download/download-file';
import type { DownloadProgress } from '../../../lib/import/download/download-progress';
import { MONTHLY_FILE, postcodesFile } from '../../../lib/import/download/official-files';
import type { ImportOptions } from '../../../lib/import/import-options';
import { reportSoldLoadProgress } from '../load-state';
import { runMonthlyUpdate } from './monthly-update';
import { monthlyUpdateSource } from './update-job';

/** Offline, the first start gives up after this long without an answer, having changed nothing. */
export const REACH_TIMEOUT_MS = 10_000;

/**
 * A first start with no sold data and no local data folder: downloads and imports the postcode
 * centroids and HM Land Registry's latest monthly file, so a newcomer sees real sold prices without
 * a manual step. Runs after the server listens; pages show its progress through the sold status.
 * The monthly file is fetched first with one short try: offline, that is where it stops.
 */
export async function downloadFirstSoldData(app: FastifyInstance): Promise<boolean> {
  const { url: monthlyUrl, downloadsDir } = monthlyUpdateSource(app.config);
  const downloading = (p: DownloadProgress) =>
    reportSoldLoadProgress(app.database, {
      stage: 'downloading',
      file: p.file,
      bytes: p.bytes,
      total: p.total,
    });
  const importing = (file: string): ImportOptions => ({
    onProgress: (p) => reportSoldLoadProgress(app.database, { stage: 'importing', file, rows: p.rowsRead }),
    onNote: (message) => app.log.info(`loading ${file}: ${message}`),
  });

  app.log.info(`no sold-price data yet: downloading ${MONTHLY_FILE} and the postcode centroids`);
  await mkdir(downloadsDir, { recursive: true });
  try {
    await downloadFile(monthlyUrl, path.join(downloadsDir, MONTHLY_FILE), {
      retries: 0,
      timeoutMs: REACH_TIMEOUT_MS,
      onProgress: downloading,
    });
  } catch (err) {
    app.log.warn(
      `sold-price data could not be downloaded (${(err as Error).message}); the sold-price pages say how to load it`,
    );
    return false;
  }

  await downloadAndImport({
    files: [postcodesFile(app.config.downloads.postcodesUrl)],
    downloadsDir,
    database: async () => app.database,
    onDownload: () => downloading,
    importOptions: importing('postcodes'),
  });
  const result = await runMonthlyUpdate(app.database, {
    url: monthlyUrl,
    downloadsDir,
    importOptions: importing(MONTHLY_FILE),
  });
  if (result.outcome === 'applied')
    app.log.info(
      { sales: result.update.rowsAdded, seconds: Math.round(result.update.durationMs / 1000) },
      'sold-price data downloaded and loaded',
    );
  return result.outcome === 'applied';
}
