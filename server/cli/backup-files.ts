import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { objectsRoot } from '../lib/object-path';

/*
 * A backup folder: `database.tar.gz` (PGlite's data folder, from dumpDataDir), `objects/` (the
 * uploaded photos) and `backup.json` (what and when). The database is dumped first and the photos
 * copied after: photos are written before the rows naming them, so every photo a backed-up row
 * names is in the copy.
 */

export const DATABASE_FILE = 'database.tar.gz';
const MANIFEST = 'backup.json';

export async function writeBackup(outDir: string, databaseDump: Buffer, dataDir: string) {
  await mkdir(outDir, { recursive: true });
  if (existsSync(path.join(outDir, MANIFEST))) throw new Error(`${outDir} already holds a backup`);
  await writeFile(path.join(outDir, DATABASE_FILE), databaseDump);
  const photos = objectsRoot(dataDir);
  // Hidden files are uploads still being written (object-store.ts): never part of a backup.
  if (existsSync(photos))
    await cp(photos, path.join(outDir, 'objects'), {
      recursive: true,
      filter: (source) => !path.basename(source).startsWith('.'),
    });
  const manifest = { createdAt: new Date().toISOString(), database: 'pglite', bytes: databaseDump.length };
  await writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The embedded database's data folder dumped directly: only while no server has it open. */
export async function dumpStoppedDatabase(dataDir: string): Promise<Buffer> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: { cube, earthdistance, pg_trgm },
  });
  try {
    await client.query('CHECKPOINT');
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Puts a backup in place of DATA_DIR's database and photos (the server must be stopped). What was
 * there is moved aside to `<name>.before-restore-<time>`, never deleted, so a wrong restore can be undone.
 */
export async function restoreBackup(backupDir: string, dataDir: string): Promise<string[]> {
  if (!existsSync(path.join(backupDir, MANIFEST))) throw new Error(`${backupDir} is not a backup folder`);
  const dump = await readFile(path.join(backupDir, DATABASE_FILE));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  await mkdir(dataDir, { recursive: true });
  for (const name of ['pglite', 'objects']) {
    const current = path.join(dataDir, name);
    if (!existsSync(current)) continue;
    const aside = `${current}.before-restore-${stamp}`;
    await rename(current, aside);
    movedAside.push(aside);
  }
  const client = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: { cube, earthdistance, pg_trgm },
    loadDataDir: new Blob([dump]),
  });
  await client.close();
  const photos = path.join(backupDir, 'objects');
  if (existsSync(photos)) await cp(photos, objectsRoot(dataDir), { recursive: true });
  else await rm(objectsRoot(dataDir), { recursive: true, force: true });
  return movedAside;
}
