import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { folderStore } from '../lib/object-store';
import { objectsRoot } from '../lib/object-path';
import { createAdmin, registerUser } from '../test/auth-helpers';
import { tableChecksums } from '../test/table-checksums';
import { restoreBackup, writeBackup } from './backup-files';

/** Every file under `root` with its bytes, by relative path. */
function filesOf(root: string): Record<string, string> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    entries.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(root, file), readFileSync(file).toString('base64')];
    }),
  );
}

/** Analytics rows are written in batches after the answers: none may land between dump and comparison. */
const QUIET = { NODE_ENV: 'test', LOG_LEVEL: 'silent', ANALYTICS_FLUSH_MS: '600000' };

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Accounts, a listing with a photo, a favourite and a saved search: something in most tables. */
async function fillSite(app: Awaited<ReturnType<typeof buildApp>>, database: Database, dataDir: string) {
  const t = { app, database, config: app.config, close: async () => {} };
  const admin = await createAdmin(t);
  const user = await registerUser(app);
  const listing = await app.inject({
    method: 'POST',
    url: '/api/user/properties',
    headers: user.headers,
    payload: {
      title: 'Backed up',
      price: 275000,
      address: '3 Copy Lane',
      city: 'York',
      state: 'North Yorkshire',
      zipCode: 'YO1 7HH',
    },
  });
  expect(listing.statusCode, listing.body).toBe(201);
  const id = (listing.json() as { id: string }).id;
  await app.inject({ method: 'POST', url: `/api/properties/${id}/favorite`, headers: user.headers });
  await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: user.headers,
    payload: { name: 'York', filters: { location: 'York' } },
  });
  await folderStore(objectsRoot(dataDir)).put(
    'uploads/backed-up-photo.webp',
    Buffer.from('not really a webp'),
  );
  return admin;
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('restores every table and photo as they were while the server ran', async () => {
    const dataDir = tempDir('hh-backup-src-');
    const database = await openDatabase({ dataDir });
    const config = loadConfig({ ...QUIET, DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      const admin = await fillSite(app, database, dataDir);
      const dump = await app.inject({ url: '/api/admin/backup', headers: admin.headers });
      expect(dump.statusCode).toBe(200);
      expect(dump.headers['content-type']).toBe('application/gzip');
      const backupDir = path.join(tempDir('hh-backup-'), 'backup');
      await writeBackup(backupDir, dump.rawPayload, dataDir);
      const expected = await tableChecksums(database.db);

      const restoredDir = tempDir('hh-backup-dst-');
      await folderStore(objectsRoot(restoredDir)).put('uploads/stale.webp', Buffer.from('replaced'));
      const movedAside = await restoreBackup(backupDir, restoredDir);
      expect(movedAside).toHaveLength(1);
      const restored = await openDatabase({ dataDir: restoredDir });
      try {
        expect(await tableChecksums(restored.db)).toEqual(expected);
      } finally {
        await restored.close();
      }
      expect(Object.keys(expected)).toContain('public.user_favorites');
      expect(filesOf(objectsRoot(restoredDir))).toEqual(filesOf(objectsRoot(dataDir)));
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;
/**
 * docs/deployment.md's restore: earthdistance's ll_to_earth names the `earth` type unqualified, so
 * the GiST indexes on it fail under pg_restore's empty search_path; the SQL keeps `public` on it.
 */
const PG_RESTORE = `pg_restore --no-owner --file=- "$1" | sed "s/set_config('search_path', '', false)/set_config('search_path', 'public', false)/"`;

// The client tools come with PostgreSQL; a machine that reaches a server without them skips this.
const hasClientTools = ['pg_dump', 'pg_restore', 'psql'].every(
  (tool) => spawnSync(tool, ['--version']).status === 0,
);

describe.skipIf(!adminUrl || !hasClientTools)('pg_dump / pg_restore as docs/deployment.md gives them', () => {
  it('restores every table', async () => {
    const [source, target] = [
      await createScratchDatabase(adminUrl!, 'hh_dump_src'),
      await createScratchDatabase(adminUrl!, 'hh_dump_dst'),
    ];
    const dataDir = tempDir('hh-pgdump-');
    const database = await openDatabase({ url: source.url });
    const config = loadConfig({ ...QUIET, DATA_DIR: dataDir, DATABASE_URL: source.url });
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      await fillSite(app, database, dataDir);
      const dumpFile = path.join(dataDir, 'homehunter.dump');
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, source.url]);
      execFileSync('bash', [
        '-o',
        'pipefail',
        '-c',
        `${PG_RESTORE} | psql --quiet -v ON_ERROR_STOP=1 "$2" >/dev/null`,
        '-',
        dumpFile,
        target.url,
      ]);
      const restored = await openDatabase({ url: target.url });
      try {
        expect(await tableChecksums(restored.db)).toEqual(await tableChecksums(database.db));
      } finally {
        await restored.close();
      }
    } finally {
      await app.close();
      await database.close();
      await source.drop();
      await target.drop();
    }
  }, 60_000);
});
