import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { removeUploadFiles, type UploadContext } from './upload-context';
import * as repo from './uploads.repository';

/** Photos not saved with a listing within a day of their upload URL are removed. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 3_600_000;
const CLEANUP_INTERVAL_MS = 3_600_000;
const BATCH = 200;

/** Removes every upload no listing holds that was issued over a day ago, files first; returns how many. */
export async function removeStaleUploads(ctx: UploadContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - UNATTACHED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
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

/** Runs the cleanup every hour while the server listens (never in tests that only inject). */
export function startUploadCleanup(app: FastifyInstance, ctx: UploadContext) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= removeStaleUploads(ctx)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed photos never saved with a listing');
      })
      .catch((err: unknown) => app.log.error({ err }, 'upload cleanup failed'))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
