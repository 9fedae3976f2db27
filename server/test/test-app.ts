import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { pgliteTemplate } from './pglite-template';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The scratch PostgreSQL database's URL (TEST_DATABASE_URL runs), for a second process to share. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A real app on a fresh, migrated database: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a throw-away database created on that PostgreSQL server (and dropped by close()).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void;
    now?: () => Date;
    webRoot?: string;
    /** PostgreSQL runs: the URL the app connects by, e.g. through a proxy the test can freeze. */
    connectVia?: (url: string) => string;
    /** Receives the app's log lines (JSON, info and above); without it the app logs nothing. */
    logTo?: (line: string) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '1000/1m',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'hh_test')
    : undefined;
  const database = await openDatabase(
    scratch
      ? { url: options.connectVia?.(scratch.url) ?? scratch.url, timeouts: config.databaseTimeouts }
      : { pgliteTemplate: await pgliteTemplate() },
  );
  const { logTo } = options;
  const app = await buildApp({
    config,
    database,
    now: options.now,
    webRoot: options.webRoot,
    logger: logTo ? { level: 'info', stream: { write: logTo } } : false,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl: scratch?.url,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
