import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { sessionCookieName } from '../lib/session-token';
import { dumpStoppedDatabase, writeBackup } from './backup-files';

const USAGE = `Usage: npm run backup -- [--out <folder>] [--url <server>] [--username <admin> --password <password>] [--offline]

Backs up the embedded database (DATA_DIR/pglite) and the uploaded photos (DATA_DIR/objects) into
a new folder (default ./backups/<date-time>). While the server runs, the database copy is taken by
the server itself (GET /api/admin/backup, as the administrator ADMIN_EMAIL/ADMIN_PASSWORD or
--username/--password), so it is consistent; --offline reads the data folder directly and is
only for a stopped server. On PostgreSQL (DATABASE_URL) use pg_dump: see docs/deployment.md.`;

function options() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      url: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      offline: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return values;
}

/** The database copy from the running server, signed in as an administrator. */
async function dumpFromServer(url: string, username: string, password: string): Promise<Buffer> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  }).catch((err: unknown) => {
    throw new Error(`no server answers at ${url} (${String(err)}); if it is stopped, run with --offline`);
  });
  if (login.status !== 200)
    throw new Error(`signing in as ${username} failed: ${login.status} ${await login.text()}`);
  const name = sessionCookieName(url.startsWith('https:'));
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  const res = await fetch(`${url}/api/admin/backup`, { headers: { cookie: cookie?.split(';')[0] ?? '' } });
  if (res.status !== 200) throw new Error(`the server refused the backup: ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

async function main() {
  const values = options();
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deployment.md), photos with a copy of DATA_DIR/objects',
    );
  const out = path.resolve(
    values.out ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')),
  );
  let dump: Buffer;
  if (values.offline) dump = await dumpStoppedDatabase(config.dataDir);
  else {
    const username = values.username ?? config.admin?.username ?? config.admin?.email;
    const password = values.password ?? config.admin?.password;
    if (!username || !password)
      throw new Error('give an administrator: --username and --password, or ADMIN_EMAIL and ADMIN_PASSWORD');
    dump = await dumpFromServer(values.url ?? `http://127.0.0.1:${config.port}`, username, password);
  }
  await writeBackup(out, dump, config.dataDir);
  console.log(`Backup written to ${out} (database ${(dump.length / 1e6).toFixed(1)} MB, and photos)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  console.error(`\n${USAGE}`);
  process.exit(1);
});
