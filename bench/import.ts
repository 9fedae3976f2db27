/**
 * Importer speed against the floor: a bare COPY of the same file into an unindexed table of text
 * columns, measured in the same run on the same database. The file is resampled from the real
 * shared rows (official layout, fully quoted, like pp-complete.csv). Then, in one scratch database:
 *
 *   1. the importer's first load of that file into the empty sold_properties (rows copied straight
 *      in, keys, indexes and counts built at the end, VACUUM ANALYZE);
 *   2. the same file again (every row unchanged; the batch-by-batch merge);
 *   3. a monthly update of --update-rows rows (80% new sales, 15% corrections, 5% deletions) as the
 *      server applies it: downloaded from a local HTTP server, staged, merged in one commit.
 *
 * Prints rows/s for each, the ratio first load / bare COPY (target 0.25 or more), the update's
 * time (target under 10 s) and the process's resident memory at start and end (it should stay flat:
 * files are streamed).
 *
 *   npx tsx bench/import.ts [--rows 500000]                 (embedded PGlite, on disk)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/import.ts --rows 1000000
 */
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../server/db/client';
import { DEFAULT_BATCH_SIZE } from '../server/lib/import/import-options';
import { MONTHLY_FILE } from '../server/lib/import/download/official-files';
import { fileSource } from '../server/lib/import/sources';
import type { PpdRow } from '../server/modules/sold/import/ppd-row';
import { importPricePaid } from '../server/modules/sold/import/price-paid-importer';
import { runMonthlyUpdate } from '../server/modules/sold/updates/monthly-update';
import { startDownloadServer } from '../server/test/download-server';
import { readRealRows } from './lib/real-rows';
import { officialRowLine } from '../server/test/sold-fixtures';
import { random, resample } from './lib/resample';
import { openScratchDatabase } from './lib/scratch-database';
import { int, machine, timed } from './lib/stats';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '500000' },
    'update-rows': { type: 'string', default: '100000' },
    'batch-size': { type: 'string', default: String(DEFAULT_BATCH_SIZE) },
  },
});
const rows = Number(values.rows);
const updateRows = Number(values['update-rows']);
const batchSize = Number(values['batch-size']);
const rss = () => `${int(process.memoryUsage().rss / 2 ** 20)} MiB`;
const rssAtStart = rss();

/** Writes `rows` resampled rows; keeps every 10th as a row the monthly update may change or delete. */
async function writeFirstFile(file: string, real: PpdRow[], postcodes: string[]) {
  const kept: PpdRow[] = [];
  const out = createWriteStream(file);
  let i = 0;
  for (const row of resample(real, postcodes, rows)) {
    if (i++ % 10 === 0 && kept.length < updateRows) kept.push(row);
    if (!out.write(`${officialRowLine(row)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return kept;
}

/** The monthly change file: new sales, corrections (C) and deletions (D) of loaded ones. */
function monthlyFile(real: PpdRow[], postcodes: string[], loaded: PpdRow[]): Buffer {
  const next = random(7);
  const corrections = Math.round(updateRows * 0.15);
  const deletions = Math.round(updateRows * 0.05);
  const lines: string[] = [];
  for (const row of resample(real, postcodes, updateRows - corrections - deletions, 2))
    lines.push(officialRowLine(row));
  for (const row of loaded.slice(0, corrections))
    lines.push(
      officialRowLine({
        ...row,
        price: Math.round(row.price * (0.95 + next() * 0.1)) + 1,
        recordStatus: 'C',
      }),
    );
  for (const row of loaded.slice(corrections, corrections + deletions))
    lines.push(officialRowLine({ ...row, recordStatus: 'D' }));
  return Buffer.from(`${lines.join('\n')}\n`);
}

const BARE_TABLE = `CREATE TABLE bare_copy (${Array.from({ length: 16 }, (_, i) => `c${i} text`).join(', ')})`;

/** The floor: the database parsing the same CSV straight into a table with no index. */
async function bareCopy(database: Database, file: string) {
  if (database.kind === 'pglite') {
    await database.client.exec(BARE_TABLE);
    await database.client.query(`COPY bare_copy FROM '/dev/blob' WITH (FORMAT csv)`, [], {
      blob: new Blob([readFileSync(file)]),
    });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query(BARE_TABLE);
    await pipeline(
      createReadStream(file),
      client.query(copyFrom('COPY bare_copy FROM STDIN WITH (FORMAT csv)')),
    );
  } finally {
    client.release();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'hh-bench-import-'));
const file = path.join(dir, 'pp-resampled.csv');
const scratch = await openScratchDatabase({ onDisk: true });
const server = await startDownloadServer();
try {
  console.log(`Writing ${int(rows)} resampled rows...`);
  const real = await readRealRows();
  const postcodes = [...new Set(real.map((r) => r.postcode).filter((p): p is string => p !== null))];
  const loaded = await writeFirstFile(file, real, postcodes);
  server.files.set(MONTHLY_FILE, monthlyFile(real, postcodes, loaded));
  const size = statSync(file).size;
  console.log(
    `Database: ${scratch.label}\nMachine: ${machine()}\nFile: ${int(rows)} rows, ${(size / 2 ** 20).toFixed(1)} MiB; batches of ${int(batchSize)}\nResident memory at start: ${rssAtStart}, with the benchmark's own rows in memory: ${rss()}\n`,
  );

  const source = () => [fileSource(file, size)];
  // The highest resident memory during each step: flat means it does not grow with the file.
  const memory: string[] = [];
  const step = async <T>(fn: () => Promise<T>) => {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    try {
      return await timed(fn);
    } finally {
      clearInterval(sampler);
      memory.push(`${int(peak / 2 ** 20)} MiB`);
    }
  };
  const bare = await step(() => bareCopy(scratch.database, file));
  const first = await step(() => importPricePaid(scratch.database, source(), { batchSize }));
  const again = await step(() => importPricePaid(scratch.database, source(), { batchSize }));
  const update = await step(() =>
    runMonthlyUpdate(scratch.database, {
      url: `${server.url}${MONTHLY_FILE}`,
      downloadsDir: dir,
      importOptions: { batchSize },
    }),
  );
  if (first.result.inserted !== rows || !first.result.firstLoad || again.result.unchanged !== rows)
    throw new Error('import counts are wrong');
  if (update.result.outcome !== 'applied') throw new Error(`the monthly update was ${update.result.outcome}`);
  const applied = update.result.update;

  const rate = (seconds: number, count = rows) => count / seconds;
  const line = (name: string, seconds: number, memoryAfter: string | undefined, count = rows) =>
    console.log(
      `${name.padEnd(52)} ${seconds.toFixed(2).padStart(8)} s ${int(rate(seconds, count)).padStart(10)} rows/s   peak resident ${memoryAfter}`,
    );
  line('bare COPY into an unindexed text table', bare.seconds, memory[0]);
  line('importer, first load (keys and indexes built after)', first.seconds, memory[1]);
  line('importer, same file again (all unchanged)', again.seconds, memory[2]);
  line(
    `monthly update, ${int(updateRows)} rows, downloaded and applied`,
    update.seconds,
    memory[3],
    updateRows,
  );
  console.log(
    `  added ${int(applied.rowsAdded)}, changed ${int(applied.rowsChanged)}, deleted ${int(applied.rowsDeleted)}`,
  );
  console.log(`\nResident memory at end: ${rss()} (at start ${rssAtStart})`);
  console.log(
    `ratio first load / bare COPY: ${(rate(first.seconds) / rate(bare.seconds)).toFixed(2)} (target >= 0.25)`,
  );
  console.log(`monthly update of ${int(updateRows)} rows: ${update.seconds.toFixed(1)} s (target < 10 s)`);
} finally {
  await server.close();
  await scratch.close();
  rmSync(dir, { recursive: true, force: true });
}
