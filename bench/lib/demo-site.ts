import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../../server/db/scratch-database';
import { type ChildServer, startApp, stopServer } from './child-server';

export interface DemoSite {
  url: string;
  server: ChildServer;
  /** What the figures were taken on, for the report. */
  database: string;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the web app as `npm start` does, when the build is missing or older than its sources. */
export function ensureWebBuild() {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}

/**
 * Waits until the demo data has loaded (sold prices first, then the listings priced from them):
 * the server answers at once but fills its database in the background, and figures taken while it
 * loads measure the import.
 */
export async function waitForDemoData(url: string) {
  for (;;) {
    // A poll can fail while a worker process starts or restarts; the next one tells.
    if (await demoDataLoaded(url).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

async function demoDataLoaded(url: string) {
  const status = (await (await fetch(`${url}/api/sold-prices/status`)).json()) as {
    status?: string;
    loading?: boolean;
  };
  const listings = (await (await fetch(`${url}/api/properties?limit=1`)).json()) as unknown[];
  return status.status !== 'loading' && !status.loading && listings.length > 0;
}

/**
 * server/main.ts as `npm start` runs it, with the demo data loaded: on a fresh embedded database,
 * or on a scratch database (dropped by stop()) on the PostgreSQL server at `databaseUrl`.
 */
export async function startDemoSite(options: {
  prefix: string;
  databaseUrl?: string;
  workers?: number;
  env?: Record<string, string>;
}): Promise<DemoSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${options.prefix}-`));
  const scratch = options.databaseUrl
    ? await createScratchDatabase(options.databaseUrl, options.prefix.replace(/\W/g, '_'))
    : undefined;
  const cleanUp = async (server?: ChildServer) => {
    if (server) await stopServer(server);
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let server: ChildServer | undefined;
  try {
    server = await startApp(scratch?.url ?? '', options.workers ?? 1, dataDir, {
      SEED_DEMO: 'true',
      ...options.env,
    });
    const url = `http://127.0.0.1:${server.port}`;
    console.log('Waiting for the demo data to load...');
    const child = server.child;
    const died = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`the server exited (${code}) while its demo data loaded`)),
      ),
    );
    died.catch(() => {}); // stop() ends it later on purpose
    await Promise.race([waitForDemoData(url), died]);
    const started = server;
    return {
      url,
      server,
      database: scratch ? 'PostgreSQL (scratch)' : 'PGlite (on disk)',
      stop: () => cleanUp(started),
    };
  } catch (err) {
    await cleanUp(server);
    throw err;
  }
}
