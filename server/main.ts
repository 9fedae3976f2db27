import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { type ClusterLog, runCluster, type WorkerRole } from './cluster';
import { type AppConfig, loadConfig } from './config/env';
import { logPoolError, openDatabase } from './db/client';
import { ensureAdminFromConfig } from './modules/auth/admin-bootstrap';
import { seedDemoListings } from './demo/seed-demo-listings';
import { seedDemoData } from './modules/sold/demo-seed';

const webRoot = fileURLToPath(new URL('../dist/web', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  await runCluster({
    workers: config.workers,
    start: (role) => serve(config, role),
    log: primaryLog(config.logLevel),
    // Each worker gives itself SHUTDOWN_GRACE_MS; this is the backstop for one that hangs.
    stopGraceMs: SHUTDOWN_GRACE_MS + 5_000,
  });
}

/** The cluster's primary logs a few lines a day (start, a worker's death, stop): plain text. */
function primaryLog(level: AppConfig['logLevel']): ClusterLog {
  const quiet = level === 'silent' || level === 'fatal';
  return {
    info: (message) => {
      if (!quiet && level !== 'error' && level !== 'warn')
        process.stdout.write(`[primary ${process.pid}] ${message}\n`);
    },
    error: (message) => {
      if (!quiet) console.error(`[primary ${process.pid}] ${message}`);
    },
  };
}

/** The whole server in this process. */
async function serve(config: AppConfig, role: WorkerRole) {
  const logger = {
    level: config.logLevel,
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
  // The pool opens before the app exists; from then on its errors go to the app's log.
  let onPoolError = logPoolError;
  const database = await openDatabase({
    url: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    onPoolError: (err) => onPoolError(err),
  });
  const app = await buildApp({ config, database, webRoot, logger });
  onPoolError = (err) => app.log.error({ err }, 'database connection error');
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? path.join(config.dataDir, 'pglite') : undefined,
    },
    'database ready',
  );

  if (role.startupJobs) await ensureAdminFromConfig(app);
  await app.listen({ host: config.host, port: config.port });

  // Demo data loads after listening so the site answers at once; pages show what is loaded so far.
  if (role.startupJobs && config.seedDemo) {
    // Listings are priced from local sales, so they follow the sold-price load.
    seedDemoData(app)
      .then(() => seedDemoListings(app))
      .catch((err) => app.log.error({ err }, 'demo data load failed'));
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period over, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Node closes the idle keep-alive connections once, when closing starts; a connection whose
    // request was still running then goes idle later and would hold the close to the grace period.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
