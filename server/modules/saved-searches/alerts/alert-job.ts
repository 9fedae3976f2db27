import type { FastifyInstance } from 'fastify';
import { deliverQueuedEmails } from '../../../lib/email-queue';
import { schedulePeriodicJob } from '../../../lib/periodic-job';
import { queueAlerts } from './alert-run';

/** On the embedded database a run holds the only connection: a run this slow is worth a warning. */
const SLOW_RUN_MS = 1_000;

/**
 * Runs the saved-search alerts every ALERT_INTERVAL while the server listens (never in tests that
 * only inject). Runs never overlap; the advisory lock inside keeps other instances out too.
 */
export function startAlertJob(app: FastifyInstance) {
  schedulePeriodicJob(app, {
    name: 'saved-search alerts',
    intervalMs: app.config.alertIntervalMs,
    run: async (signal) => {
      const started = performance.now();
      const result = await queueAlerts(app.db, app.config.publicUrl, {
        onError: (err, userId) => app.log.error({ err, userId }, 'saved-search alerts failed for a user'),
      });
      // What is queued is sent by the next run when the server is closing.
      signal.throwIfAborted();
      const sent = await deliverQueuedEmails(app.db, app.mailer, app.log);
      const ms = Math.round(performance.now() - started);
      if (result.emails > 0 || sent > 0 || ms > SLOW_RUN_MS)
        app.log[ms > SLOW_RUN_MS ? 'warn' : 'info']({ ...result, sent, ms }, 'saved-search alerts');
    },
  });
}
