import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder, openDatabase } from '../db/client';

/**
 * Creating a PGlite cluster and migrating it costs seconds; loading a dump of an already migrated
 * one costs well under one. The dump is cached inside this checkout (never a machine-wide temp
 * folder another checkout or PGlite version could have written), keyed by the migrations' content
 * and the PGlite version, so a change to either makes a new one.
 */
let memo: Promise<Blob> | undefined;

export function pgliteTemplate(): Promise<Blob> {
  memo ??= loadOrCreate();
  return memo;
}

// Anchored to this file, not the working directory, like migrationsFolder.
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const cacheFolder = path.join(projectRoot, 'node_modules/.cache/home-hunter');

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

async function loadOrCreate(): Promise<Blob> {
  const file = path.join(cacheFolder, `pglite-template-${templateKey()}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({});
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.client.dumpDataDir('gzip');
  await database.close();
  // Several test workers may race to create it: write aside, then rename atomically.
  mkdirSync(cacheFolder, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}
