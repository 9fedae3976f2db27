/**
 * Importer throughput against the floor: a bare COPY of the same file into an unindexed table of
 * text columns, measured in the same run on the same database. The file is resampled from the real
 * shared rows (official layout, fully quoted, like pp-complete.csv). The importer runs three ways
 * into the indexed sold_properties table: a first load as it runs by default (indexes built after
 * the rows are in, for files of 64 MiB or more), a first load keeping the indexes up to date row by
 * row, and the same file again (every row unchanged). Prints rows/s for each and, last, the ratio
 * default first load / bare COPY (target 0.6 or more).
 *
 *   npx tsx bench/import.ts [--rows 500000]                 (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/import.ts --rows 1000000
 */
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { from as copyFrom } from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { DEFAULT_BATCH_SIZE } from '../server/lib/import/import-options';
import { importPricePaid } from '../server/modules/sold/import/price-paid-importer';
import { fileSource } from '../server/lib/import/sources';
import { readRealRows } from './lib/real-rows';
import { officialLine, resample } from './lib/resample';
import { openScratchDatabase } from './lib/scratch-database';
import { int, machine, timed } from './lib/stats';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '500000' },
    'batch-size': { type: 'string', default: String(DEFAULT_BATCH_SIZE) },
  },
});
const rows = Number(values.rows);
const batchSize = Number(values['batch-size']);

async function writeFile(file: string) {
  const real = await readRealRows();
  const postcodes = [...new Set(real.map((r) => r.postcode).filter((p): p is string => p !== null))];
  const out = createWriteStream(file);
  for (const row of resample(real, postcodes, rows)) {
    if (!out.write(`${officialLine(row)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
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
const scratch = await openScratchDatabase();
try {
  console.log(`Writing ${int(rows)} resampled rows...`);
  await writeFile(file);
  const size = statSync(file).size;
  console.log(
    `Database: ${scratch.label}\nMachine: ${machine()}\nFile: ${int(rows)} rows, ${(size / 2 ** 20).toFixed(1)} MiB; batches of ${int(batchSize)}\n`,
  );

  const source = () => [fileSource(file, size)];
  const bare = await timed(() => bareCopy(scratch.database, file));
  const kept = await timed(() =>
    importPricePaid(scratch.database, source(), { deferIndexes: 'never', batchSize }),
  );
  await scratch.database.db.execute(sql`TRUNCATE sold_properties`);
  const first = await timed(() => importPricePaid(scratch.database, source(), { batchSize }));
  const again = await timed(() => importPricePaid(scratch.database, source(), { batchSize }));
  if (kept.result.inserted !== rows || first.result.inserted !== rows || again.result.unchanged !== rows) {
    throw new Error('import counts are wrong');
  }

  const rate = (seconds: number) => rows / seconds;
  const line = (name: string, seconds: number) =>
    console.log(
      `${name.padEnd(44)} ${seconds.toFixed(2).padStart(8)} s ${int(rate(seconds)).padStart(10)} rows/s`,
    );
  line('bare COPY into an unindexed text table', bare.seconds);
  line(
    `importer, first load (${first.result.deferredIndexes ? 'indexes built after' : 'indexes kept'})`,
    first.seconds,
  );
  line('importer, first load, indexes kept row by row', kept.seconds);
  line('importer, same file again (all unchanged)', again.seconds);
  console.log(
    `\nratio importer / bare COPY: ${(rate(first.seconds) / rate(bare.seconds)).toFixed(2)} (target >= 0.6)`,
  );
} finally {
  await scratch.close();
  rmSync(dir, { recursive: true, force: true });
}
