/**
 * Sold-price search and property-history speed on a large table. Builds sold_properties from the
 * real shared rows resampled to --rows (new ids, dates moved, spread uniformly over the real
 * postcodes with coordinates), then runs, for 200 random real postcodes, a 1-mile and a 5-mile
 * radius search (newest first, 50 per page, with the total) and a property-history lookup, through
 * the same service code the API uses. Baseline, measured in the same run: a primary-key lookup of
 * one sale. Prints p50/p95 of each and, last, the ratio 1-mile search p50 / primary-key p50.
 *
 *   npx tsx bench/sold-search.ts [--rows 1000000] [--queries 200]            (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sold-search.ts --rows 10000000
 */
import { parseArgs } from 'node:util';
import { soldSearchQuerySchema } from '@contracts/sold';
import { sql } from 'drizzle-orm';
import { propertyHistory } from '../server/modules/sold/property-history.service';
import { queryRows } from '../server/db/query-rows';
import { searchSoldPrices } from '../server/modules/sold/sold-search.service';
import { openScratchDatabase } from './lib/scratch-database';
import { buildSoldTable } from './lib/sold-table';
import { int, machine, ms, percentile, timed } from './lib/stats';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, queries: { type: 'string', default: '200' } },
});
const rows = Number(values.rows);
const queries = Number(values.queries);

const scratch = await openScratchDatabase();
try {
  const db = scratch.database.db;
  console.log(`Database: ${scratch.label}\nMachine: ${machine()}\nBuilding ${int(rows)} sales...`);
  const built = await timed(() => buildSoldTable(scratch.database, rows, console.log));
  console.log(`  built in ${built.seconds.toFixed(0)} s`);

  // Real postcodes with coordinates, and for each one address sold there (for the history lookups).
  const targets = await queryRows<{ postcode: string; address: string; id: string }>(
    db,
    sql`SELECT p.postcode, s.full_address AS address, s.transaction_id::text AS id
        FROM (SELECT postcode FROM postcodes ORDER BY md5(postcode) LIMIT ${queries}) p
        JOIN LATERAL (SELECT full_address, transaction_id FROM sold_properties s WHERE s.postcode = p.postcode LIMIT 1) s ON true`,
  );
  const today = new Date();
  const search = (location: string, radius: number) =>
    searchSoldPrices(db, soldSearchQuerySchema.parse({ location, radius: String(radius) }), today);

  const measure = async (name: string, run: (t: (typeof targets)[number]) => Promise<unknown>) => {
    for (const t of targets.slice(0, 20)) await run(t); // warm-up
    const times: number[] = [];
    for (const t of targets) {
      const started = performance.now();
      await run(t);
      times.push(performance.now() - started);
    }
    return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
  };

  let oneMileTotal = 0;
  let fiveMileTotal = 0;
  const results = [
    await measure('primary-key lookup (baseline)', (t) =>
      queryRows(db, sql`SELECT price, sale_date FROM sold_properties WHERE transaction_id = ${t.id}`),
    ),
    await measure('1-mile search', async (t) => (oneMileTotal += (await search(t.postcode, 1)).total)),
    await measure('5-mile search', async (t) => (fiveMileTotal += (await search(t.postcode, 5)).total)),
    await measure('property history', (t) =>
      propertyHistory(db, { address: t.address, postcode: t.postcode }),
    ),
  ];
  console.log(
    `\n${targets.length} postcodes; mean matches: 1 mile ${int(oneMileTotal / targets.length)}, 5 miles ${int(fiveMileTotal / targets.length)}`,
  );
  for (const r of results)
    console.log(`${r.name.padEnd(32)} p50 ${ms(r.p50).padStart(10)}   p95 ${ms(r.p95).padStart(10)}`);
  const [baseline, oneMile] = results;
  console.log(
    `\nratio 1-mile search p50 / primary-key lookup p50: ${((oneMile?.p50 ?? NaN) / (baseline?.p50 ?? NaN)).toFixed(1)}`,
  );
} finally {
  await scratch.close();
}
