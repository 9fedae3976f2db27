import type { FastifyBaseLogger } from 'fastify';
import { removeUploads } from '../objects/upload-cleanup';
import type { UploadContext } from '../objects/upload-context';

/**
 * Removes the photos of a listing or account just deleted: files first, then their rows. The
 * deletion is committed either way; photos that cannot go now are left to the hourly cleanup job.
 */
export async function removeDeletedPhotos(ctx: UploadContext, names: string[], log: FastifyBaseLogger) {
  await removeUploads(ctx, names).catch((err: unknown) =>
    log.warn({ err }, 'could not remove the photos of a deleted listing or account'),
  );
}
