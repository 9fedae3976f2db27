import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config/env';
import { MONTHLY_FILE, monthlyFileUrl } from '../../../lib/import/download/official-files';
import { schedulePeriodicJob } from '../../../lib/periodic-job';
import { runMonthlyUpdate } from './monthly-update';

/** The first check waits for start-up work (demo data, a first download) to settle. */
const FIRST_CHECK_DELAY_MS = 60_000;

/** Where the monthly update reads from and keeps its copy, for the job, the first start and the CLI. */
export const monthlyUpdateSource = (config: Pick<AppConfig, 'dataDir' | 'downloads'>) => ({
  url: monthlyFileUrl(config.downloads.pricePaidBaseUrl),
  downloadsDir: path.join(config.dataDir, 'downloads'),
});

/**
 * Keeps sold prices current while the server runs: every SOLD_UPDATE_INTERVAL (default daily) it
 * asks whether HM Land Registry's monthly change file changed, and applies it when it did. A
 * failed check (offline, the server down) is logged and tried again at the next interval.
 */
export function startSoldUpdateJob(app: FastifyInstance) {
  const intervalMs = app.config.downloads.updateIntervalMs;
  schedulePeriodicJob(app, {
    name: 'sold-price update',
    intervalMs,
    firstRunAfterMs: Math.min(FIRST_CHECK_DELAY_MS, intervalMs),
    // Offline is an expected state, not an error; runMonthlyUpdate takes its own advisory lock.
    failureLevel: 'warn',
    // Shutdown aborts the download and its retries at once; an import under way is one transaction
    // and rolls back with the closing database.
    run: async (signal) => {
      const result = await runMonthlyUpdate(app.database, {
        ...monthlyUpdateSource(app.config),
        download: { signal },
      });
      if (result.outcome === 'applied')
        app.log.info(
          {
            added: result.update.rowsAdded,
            changed: result.update.rowsChanged,
            deleted: result.update.rowsDeleted,
            seconds: Math.round(result.update.durationMs / 1000),
          },
          `sold prices updated from ${MONTHLY_FILE}`,
        );
      else app.log.debug(`sold-price update: ${result.outcome}`);
    },
  });
}
