import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { objectsRoot, uploadKeys } from '../../lib/object-path';
import { type ObjectStore, objectStoreFor } from '../../lib/object-store';

/** What receiving, attaching and cleaning up uploads needs, gathered once per app. */
export interface UploadContext {
  db: Db;
  store: ObjectStore;
  dataDir: string;
  now(): Date;
}

export const uploadContext = (app: FastifyInstance): UploadContext => ({
  db: app.db,
  store: objectStoreFor(app.config),
  dataDir: app.config.dataDir,
  now: () => app.now(),
});

/**
 * Where a PUT's raw bytes wait while they are checked and re-encoded: in the uploads folder (one
 * file system, so nothing crosses disks), under a hidden name that /objects never serves.
 */
export const incomingFile = (dataDir: string, name: string) =>
  path.join(objectsRoot(dataDir), 'uploads', `.incoming-${name}`);

/** Removes every file an upload may have left: the photo, its thumbnail, and raw bytes from a crash. */
export async function removeUploadFiles(ctx: UploadContext, names: string[]) {
  for (const name of names) {
    const keys = uploadKeys(name);
    await Promise.all([
      ctx.store.remove(keys.display),
      ctx.store.remove(keys.thumbnail),
      rm(incomingFile(ctx.dataDir, name), { force: true }),
    ]);
  }
}
