import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { restoreBackup } from './backup-files';

const USAGE = `Usage: npm run restore -- <backup folder> [--url <server>]

Replaces the embedded database (DATA_DIR/pglite) and the uploaded photos (DATA_DIR/objects) with a
backup made by npm run backup. Stop the server first: it refuses while one answers at --url
(default http://127.0.0.1:PORT). What was there is moved aside, not deleted. On PostgreSQL use
pg_restore: see docs/deployment.md.`;

async function main() {
  const { values, positionals } = parseArgs({
    options: { url: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const config = loadConfig();
  if (config.databaseUrl)
    throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deployment.md)');
  const url = values.url ?? `http://127.0.0.1:${config.port}`;
  const running = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (running) throw new Error(`a server answers at ${url}: stop it before restoring`);
  const movedAside = await restoreBackup(path.resolve(positionals[0]!), config.dataDir);
  console.log(
    `Restored into ${config.dataDir}.${movedAside.length ? ` Previous data kept in ${movedAside.join(', ')}` : ''}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
