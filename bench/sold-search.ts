/**
 * Sold-price search and property-history speed on a large table. Builds sold_properties from the
 * real shared rows resampled to --rows (new ids, dates moved, spread uniformly over the real
 * postcodes with coordinates), then runs, for 200 random real postcodes, 1-mile and 5-mile radius
 * searches (50 per page, with the total) in every order (newest, oldest, price high-low, price
 * low-high, distance), each without and with a price filter (£200,000 to £500,000), and a
 * property-history lookup, through the same service code the API uses. Baseline, measured in the
 * same run: a primary-key lookup of one sale. Prints p50/p95 of each beside the baseline and the
 * targets (p95 under 50 ms at 1 mile, under 150 ms at 5 miles).
 *
 *   npx tsx bench/sold-search.ts [--rows 1000000] [--queries 200] [--sorts newest,price-desc]   (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sold-search.ts --rows 10000000
 */
import { parseArgs } from 'node:util';
import { soldSearchQuerySchema } from '@contracts/sold/search';
import { sql } from 'drizzle-orm';
import { propertyHistory } from '../server/modules/sold/property-history.service';
import { queryRows } from '../server/db/query-rows';
import { searchSoldPrices } from '../server/modules/sold/sold-search.service';
import { openScratchDatabase } from './lib/scratch-database';
import { buildSoldTable } from './lib/sold-table';
import { int, machine, ms, percentile, timed } from './lib/stats';

const SORTS = ['newest', 'oldest', 'price-desc', 'price-asc', 'distance'] as const;
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '200' },
    sorts: { type: 'string', default: SORTS.join(',') },
  },
});
const rows = Number(values.rows);
const queries = Number(values.queries);
const sorts = values.sorts.split(',');
const PRICE_FILTER = { minPrice: '200000', maxPrice: '500000' };
const TARGET_P95_MS: Record<number, number> = { 1: 50, 5: 150 };

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
  const search = (location: string, radius: number, sort = 'newest', filter: Record<string, string> = {}) =>
    searchSoldPrices(
      db,
      soldSearchQuerySchema.parse({ location, radius: String(radius), sort, ...filter }),
      today,
    );

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

  const baseline = await measure('primary-key lookup (baseline)', (t) =>
    queryRows(db, sql`SELECT price, sale_date FROM sold_properties WHERE transaction_id = ${t.id}`),
  );
  const print = (r: { name: string; p50: number; p95: number }, target?: number) =>
    console.log(
      `${r.name.padEnd(44)} p50 ${ms(r.p50).padStart(10)}   p95 ${ms(r.p95).padStart(10)}` +
        `   ${(r.p95 / baseline.p95).toFixed(0).padStart(5)}x baseline p95${target ? (r.p95 < target ? '   meets' : `   MISSES < ${target} ms`) : ''}`,
    );
  console.log(`\n${targets.length} postcodes`);
  print(baseline);
  const totals = new Map<string, number>();
  for (const radius of [1, 5]) {
    for (const filtered of [false, true]) {
      for (const sort of sorts) {
        const name = `${radius}-mile, ${sort}${filtered ? ', £200k to £500k' : ''}`;
        let total = 0;
        const result = await measure(name, async (t) => {
          total += (await search(t.postcode, radius, sort, filtered ? PRICE_FILTER : {})).total;
        });
        totals.set(`${radius}${filtered}`, total / (targets.length + 20));
        print(result, TARGET_P95_MS[radius]);
      }
    }
  }
  print(
    await measure('property history', (t) =>
      propertyHistory(db, { address: t.address, postcode: t.postcode }),
    ),
  );
  console.log(
    `mean matches: 1 mile ${int(totals.get('1false') ?? 0)} (${int(totals.get('1true') ?? 0)} with the price filter), ` +
      `5 miles ${int(totals.get('5false') ?? 0)} (${int(totals.get('5true') ?? 0)})`,
  );
} finally {
  await scratch.close();
}
