import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config/env';
import { MONTHLY_FILE, monthlyFileUrl } from '../../../lib/import/download/official-files';
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
  if (intervalMs <= 0) return;
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= runMonthlyUpdate(app.database, monthlyUpdateSource(app.config))
      .then((result) => {
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
      })
      .catch((err: unknown) =>
        app.log.warn({ err }, 'sold-price update failed; it is tried again at the next interval'),
      )
      .finally(() => (running = undefined));
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onListen', async () => {
    timers.push(setTimeout(check, Math.min(FIRST_CHECK_DELAY_MS, intervalMs)).unref());
    timers.push(setInterval(check, intervalMs).unref());
  });
  app.addHook('onClose', async () => {
    timers.forEach(clearTimeout);
    await running;
  });
}
