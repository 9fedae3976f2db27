import type { FastifyInstance } from 'fastify';
import { ANALYTICS_PERIODS } from '@contracts/analytics';
import type { Db } from '../../db/client';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import * as repo from './analytics.repository';
import { dayBefore, utcDay } from './visitor-hash';

const DAY_MS = 86_400_000;
const PRUNE_INTERVAL_MS = 3_600_000;
const DELETE_BATCH = 10_000;
/** Roll-ups cover the longest period even when raw rows are kept for less. */
const LONGEST_PERIOD = Math.max(...ANALYTICS_PERIODS);

export interface PruneResult {
  rows: number;
}

/**
 * Deletes raw rows (and so their IP addresses) older than `retentionDays`, the salts and visitor
 * hash sets of days before yesterday, and roll-ups older than the longest period or the retention.
 * Every step is an idempotent DELETE, so instances sharing a database may run it at once. An
 * aborted `signal` stops it between batches.
 */
export async function pruneAnalytics(
  db: Db,
  now: Date,
  retentionDays: number,
  signal?: AbortSignal,
): Promise<PruneResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let rows = 0;
  for (;;) {
    signal?.throwIfAborted();
    const deleted = await repo.deleteRowsBefore(db, cutoff, DELETE_BATCH);
    rows += deleted;
    if (deleted < DELETE_BATCH) break;
  }
  const today = utcDay(now);
  await repo.deleteDailySecretsBefore(db, dayBefore(today, 1));
  await repo.deleteRollupsBefore(db, dayBefore(today, Math.max(retentionDays, LONGEST_PERIOD)));
  return { rows };
}

/** Runs the pruning when the server listens and hourly after (never in tests that only inject). */
export function startAnalyticsPruning(app: FastifyInstance, onPruned: () => void) {
  schedulePeriodicJob(app, {
    name: 'analytics pruning',
    intervalMs: PRUNE_INTERVAL_MS,
    firstRunAfterMs: 0,
    run: async (signal) => {
      const { rows } = await pruneAnalytics(app.db, app.now(), app.config.analytics.retentionDays, signal);
      onPruned();
      if (rows > 0) app.log.info({ rows }, 'deleted analytics rows past their retention');
    },
  });
}
