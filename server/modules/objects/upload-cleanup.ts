import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { removeUploadFiles, type UploadContext } from './upload-context';
import * as repo from './uploads.repository';

/** Photos not saved with a listing within a day of their upload URL are removed. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 3_600_000;
const CLEANUP_INTERVAL_MS = 3_600_000;
const BATCH = 200;

/**
 * Removes every upload no listing holds that was issued over a day ago, files first; returns how
 * many. An aborted `signal` stops it between batches.
 */
export async function removeStaleUploads(ctx: UploadContext, signal?: AbortSignal): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - UNATTACHED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await repo.deleteUnattached(ctx.db, repo.issuedBefore(cutoff), BATCH, (names) =>
      removeUploadFiles(ctx, names),
    );
    removed += batch;
    if (batch < BATCH) return removed;
  }
}

/**
 * Removes the photos of a listing or account just deleted: files first, then their rows. The
 * deletion is committed either way; photos that cannot go now are left to the hourly cleanup job.
 */
export async function removeDeletedPhotos(ctx: UploadContext, names: string[], log: FastifyBaseLogger) {
  await removeUploads(ctx, names).catch((err: unknown) =>
    log.warn({ err }, 'could not remove the photos of a deleted listing or account'),
  );
}

/** Removes these uploads now, if no listing holds them (a listing was just deleted). */
export async function removeUploads(ctx: UploadContext, names: string[]) {
  if (names.length === 0) return;
  await repo.deleteUnattached(ctx.db, repo.named(names), names.length, (batch) =>
    removeUploadFiles(ctx, batch),
  );
}

/** Runs the cleanup when the server listens and every hour after (never in tests that only inject). */
export function startUploadCleanup(app: FastifyInstance, ctx: UploadContext) {
  schedulePeriodicJob(app, {
    name: 'upload cleanup',
    intervalMs: CLEANUP_INTERVAL_MS,
    firstRunAfterMs: 0,
    run: async (signal) => {
      const removed = await removeStaleUploads(ctx, signal);
      if (removed > 0) app.log.info({ removed }, 'removed photos never saved with a listing');
    },
  });
}
