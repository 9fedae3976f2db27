import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { ensureAdminFromConfig } from './modules/auth/admin-bootstrap';
import { seedDemoListings } from './modules/properties/demo/seed-demo-listings';
import { seedDemoData } from './modules/sold/demo-seed';

const webRoot = fileURLToPath(new URL('../dist/web', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = {
    level: config.logLevel,
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, webRoot, logger });
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? path.join(config.dataDir, 'pglite') : undefined,
    },
    'database ready',
  );

  await ensureAdminFromConfig(app);
  await app.listen({ host: config.host, port: config.port });

  // Demo data loads after listening so the site answers at once; pages show what is loaded so far.
  if (config.seedDemo) {
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
    await app.close();
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
