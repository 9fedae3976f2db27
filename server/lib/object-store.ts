import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { objectsRoot, resolveObjectPath } from './object-path';

/**
 * Where uploaded photos are kept, by key (`uploads/<name>.webp`). The folder store below is the
 * default; an S3-compatible store only has to implement these two calls (and be served under
 * /objects by a redirect or a proxy).
 */
export interface ObjectStore {
  /** Stores the bytes under the key, whole or not at all: readers never see a half-written object. */
  put(key: string, data: Buffer): Promise<void>;
  /** Removes the object; removing one that does not exist is not an error. */
  remove(key: string): Promise<void>;
}

/** The store for this configuration: for now always the folder under DATA_DIR that /objects serves. */
export function objectStoreFor(config: { dataDir: string }): ObjectStore {
  return folderStore(objectsRoot(config.dataDir));
}

export function folderStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    const file = resolveObjectPath(root, key);
    if (!file) throw new Error(`invalid object key: ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Hidden names are never served (resolveObjectPath refuses them), and rename is atomic.
      const partial = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.part`);
      try {
        await writeFile(partial, data);
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
