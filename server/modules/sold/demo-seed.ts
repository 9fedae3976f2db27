import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { dataLoads } from '../../db/schema/index';
import { importPostcodes, type PostcodeSummary } from '../postcodes/postcode-importer';
import type { ImportOptions } from '../../lib/import/import-options';
import { importPricePaid, type PricePaidSummary } from './import/price-paid-importer';
import { describeProgress } from '../../lib/import/progress';
import { expandInputs } from '../../lib/import/sources';
import { reportSoldLoadProgress, whileLoading } from './load-state';
import { downloadFirstSoldData } from './updates/first-download';
import { anySales } from './sold-search.repository';

/** Marker row: bump the version when the demo folders change so existing installs load again. */
export const DEMO_LOAD_NAME = 'demo-sold-data-v1';

/**
 * Folders of SOLD_DATA_DIR loaded as demo data. Not `price-paid-revisions/` (superseded versions
 * of rows in `price-paid-report-format/`: loading them would undo the corrections) nor `extra/`
 * (kept for trying the importers on data the code was not developed against).
 */
export const DEMO_POSTCODE_FOLDERS = ['postcodes', 'postcode-districts'] as const;
export const DEMO_PRICE_PAID_FOLDERS = [
  'price-paid',
  'price-paid-report-format',
  'price-paid-variants',
] as const;

const LOG_INTERVAL_MS = 5_000;

function loggingOptions(database: Database, log: FastifyBaseLogger, what: string): ImportOptions {
  const started = performance.now();
  let last = started;
  return {
    onProgress(progress) {
      reportSoldLoadProgress(database, { stage: 'importing', file: what, rows: progress.rowsRead });
      const now = performance.now();
      if (now - last < LOG_INTERVAL_MS) return;
      last = now;
      log.info(`loading ${what}: ${describeProgress(progress, (now - started) / 1000, false)}`);
    },
    onReject: (r) => log.warn(`${r.file}:${r.line}: ${r.reason}`),
    onNote: (message) => log.info(`loading ${what}: ${message}`),
    onFile: (file, outcome) =>
      'skipped' in outcome
        ? log.warn(`${file}: skipped, ${outcome.skipped}`)
        : log.info(`loading ${file} (${outcome.layout})`),
  };
}

async function sourcesIn(dir: string, folders: readonly string[]) {
  const present = folders.map((f) => path.join(dir, f)).filter((f) => existsSync(f));
  return expandInputs(present);
}

/** Loads the demo postcodes and sold prices from a shared-data folder (idempotent; tests use it too). */
export async function loadDemoSoldData(
  database: Database,
  dir: string,
  log: FastifyBaseLogger,
): Promise<{ postcodes: PostcodeSummary; pricePaid: PricePaidSummary }> {
  const postcodes = await importPostcodes(
    database,
    await sourcesIn(dir, DEMO_POSTCODE_FOLDERS),
    loggingOptions(database, log, 'postcodes'),
  );
  const pricePaid = await importPricePaid(
    database,
    await sourcesIn(dir, DEMO_PRICE_PAID_FOLDERS),
    loggingOptions(database, log, 'sold prices'),
  );
  return { postcodes, pricePaid };
}

const STARTED = { state: 'started' };
const isStarted = (details: unknown) =>
  typeof details === 'object' && details !== null && (details as { state?: unknown }).state === STARTED.state;

/** Runs after the server listens (SEED_DEMO): loads SOLD_DATA_DIR once, remembering it in data_loads. */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  const dir = app.config.soldDataDir;
  if (!dir || !existsSync(dir)) {
    if (app.config.downloads.autoDownload && !(await anySales(app.db))) {
      await whileLoading(app.database, () => downloadFirstSoldData(app));
      return;
    }
    app.log.info(
      'no sold-price data folder (SOLD_DATA_DIR): the sold-price pages will say how to load the official files',
    );
    return;
  }
  // Flagged before the first query: a page asking while start-up checks the marker must hear that
  // sold data may be on its way, not that there is none.
  await whileLoading(app.database, () => loadUnlessDone(app, dir));
}

async function loadUnlessDone(app: FastifyInstance, dir: string): Promise<void> {
  const [marker] = await app.db
    .select({ details: dataLoads.details })
    .from(dataLoads)
    .where(eq(dataLoads.name, DEMO_LOAD_NAME));
  if (marker && !isStarted(marker.details)) return;
  if (!marker && (await anySales(app.db))) {
    // Sold data imported by hand: demo rows (older snapshots) must not overwrite newer versions.
    app.log.info('sold-price data already loaded: the demo data is not added');
    return;
  }
  app.log.info({ dir }, 'loading demo sold-price data');
  // Marked as started first, so a load cut short is finished at the next start.
  await app.db.insert(dataLoads).values({ name: DEMO_LOAD_NAME, details: STARTED }).onConflictDoNothing();
  const { postcodes, pricePaid } = await loadDemoSoldData(app.database, dir, app.log);
  await app.db
    .update(dataLoads)
    .set({ details: { postcodes, pricePaid }, loadedAt: app.now() })
    .where(eq(dataLoads.name, DEMO_LOAD_NAME));
  app.log.info(
    {
      transactions: pricePaid.inserted,
      postcodes: postcodes.postcodes.inserted,
      seconds: Math.round(postcodes.seconds + pricePaid.seconds),
    },
    'demo sold-price data loaded',
  );
}
