/**
 * Estimate speed on a large sold table (issue 20 item 5). Builds sold_properties from the real
 * shared rows resampled to --rows (bench/lib/sold-table.ts), times the first build of the local
 * price index and its rebuild after a monthly update, then values --queries real addresses through the service the API uses
 * (GET /api/estimate). Baseline, measured in the same run: a primary-key lookup of one sale.
 * Prints p50/p95 beside the baseline and the target (p95 under 50 ms), the first build's time, and
 * the rebuild's time after a 100,000-row monthly update (appended here, dated the month after the
 * newest sale) against the target of 30 s: the first build reads the sales, the rebuild only the
 * stored inputs and the changes since (modules/estimates/price-index-inputs.ts).
 *
 * `--keep-database URL` loads the sales into that (existing) database once and keeps them, so ten
 * million sales are generated once for several runs; each run takes its monthly update out again
 * at the end, so every run starts from the same sales.
 *
 *   npx tsx bench/estimate.ts [--rows 1000000] [--queries 200]          (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/estimate.ts --rows 10000000
 *   npx tsx bench/estimate.ts --rows 10000000 --keep-database postgres://postgres@127.0.0.1:5432/hh_est10m
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { queryRows } from '../server/db/query-rows';
import { estimateForAddress } from '../server/modules/estimates/estimates.service';
import { rebuildPriceIndexes } from '../server/modules/estimates/rebuild-indexes';
import { loadAverage } from './lib/load';
import { openScratchDatabase } from './lib/scratch-database';
import { buildSoldTable } from './lib/sold-table';
import { int, machine, ms, percentile, timed } from './lib/stats';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '200' },
    'keep-database': { type: 'string' },
  },
});
const rows = Number(values.rows);
const queries = Number(values.queries);
const TARGET_P95_MS = 50;
const TARGET_REBUILD_S = 30;
const NOW = new Date('2026-11-27T12:00:00Z');

const UPDATE_ROWS = 100_000;

const kept = values['keep-database'];
const scratch = kept ? await openKeptDatabase(kept) : await openScratchDatabase();

async function openKeptDatabase(url: string) {
  const database = await openDatabase({ url });
  return {
    database,
    label: `PostgreSQL (kept database ${new URL(url).pathname.slice(1)})`,
    close: () => database.close(),
  };
}

async function soldCount() {
  const [row] = await queryRows<{ n: number }>(
    scratch.database.db,
    sql`select count(*)::int as n from sold_properties`,
  );
  return row?.n ?? 0;
}

/**
 * A monthly update as HM Land Registry's arrive: UPDATE_ROWS new sales, each a copy of a random
 * loaded sale (same home, so some become repeat sales) dated in the month after the newest sale,
 * its price within 10%.
 */
async function appendMonthlyUpdate(): Promise<string> {
  const [next] = await queryRows<{ month: string }>(
    scratch.database.db,
    sql`select (date_trunc('month', max(sale_date)) + interval '1 month')::date::text as month from sold_properties`,
  );
  const month = next!.month;
  await scratch.database.db.execute(sql`
    insert into sold_properties (transaction_id, price, sale_date, postcode, property_type, old_or_new, duration,
      address_line1, address_line2, street_name, locality, city, district, county, category,
      property_type_formatted, new_build, tenure, full_address, address_key)
    select gen_random_uuid(), greatest(1, round(s.price * (0.9 + random() * 0.2)))::int,
      ${month}::date + floor(random() * 28)::int,
      s.postcode, s.property_type, s.old_or_new, s.duration, s.address_line1, s.address_line2, s.street_name,
      s.locality, s.city, s.district, s.county, s.category, s.property_type_formatted, s.new_build, s.tenure,
      s.full_address, s.address_key
    from sold_properties s tablesample bernoulli (${Math.min(100, (150 * UPDATE_ROWS) / rows)})
    limit ${UPDATE_ROWS}`);
  return month;
}

/** A kept database gets its sales back as loaded: the update's month holds only the update. */
async function removeMonthlyUpdate(month: string) {
  await scratch.database.db.execute(sql`delete from sold_properties where sale_date >= ${month}`);
  await scratch.database.db.execute(sql`vacuum analyze sold_properties`);
}

let updateMonth: string | null = null;
try {
  const db = scratch.database.db;
  console.log(`Database: ${scratch.label}\nMachine: ${machine()}, ${loadAverage()}`);
  const present = kept ? await soldCount() : 0;
  if (present > 0) console.log(`kept database: ${int(present)} sales already loaded`);
  else {
    console.log(`Building ${int(rows)} sales...`);
    const built = await timed(() => buildSoldTable(scratch.database, rows, () => {}));
    console.log(`  built in ${built.seconds.toFixed(0)} s`);
  }

  // The first build reads every sale (the inputs built again from them, as after a first load).
  const first = await timed(() => rebuildPriceIndexes(db, NOW, { force: true, fromSales: true }));
  const [stored] = await queryRows<{ places: number; months: number }>(
    db,
    sql`select count(distinct place)::int as places, count(*)::int as months from price_index`,
  );
  console.log(
    `Local price index, first build: ${first.seconds.toFixed(1)} s (${stored?.places} places, ${int(stored?.months ?? 0)} rows); ${loadAverage()}`,
  );
  updateMonth = await appendMonthlyUpdate();
  // The update's sales reach the index through the changes its trigger recorded (migration 0023).
  const rebuild = await timed(() => rebuildPriceIndexes(db, NOW, { force: true }));
  console.log(
    `Rebuilt after a ${int(UPDATE_ROWS)}-row monthly update in ${rebuild.seconds.toFixed(1)} s` +
      `   ${rebuild.seconds < TARGET_REBUILD_S ? 'meets' : 'MISSES'} < ${TARGET_REBUILD_S} s; ${loadAverage()}`,
  );

  // Real addresses at random postcodes (each with a standard sale, so most get an estimate).
  const targets = await queryRows<{ postcode: string; address: string; id: string }>(
    db,
    sql`select p.postcode, s.full_address as address, s.transaction_id::text as id
        from (select postcode from postcodes order by md5(postcode) limit ${queries}) p
        join lateral (select full_address, transaction_id from sold_properties s
          where s.postcode = p.postcode and s.category = 'A' and s.property_type <> 'O' limit 1) s on true`,
  );
  const measure = async (run: (t: (typeof targets)[number]) => Promise<unknown>) => {
    for (const t of targets.slice(0, 20)) await run(t); // warm-up
    const times: number[] = [];
    for (const t of targets) {
      const started = performance.now();
      await run(t);
      times.push(performance.now() - started);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  const baseline = await measure((t) =>
    queryRows(db, sql`select price, sale_date from sold_properties where transaction_id = ${t.id}`),
  );
  let estimated = 0;
  const estimates = await measure(async (t) => {
    const answer = await estimateForAddress(db, { address: t.address, postcode: t.postcode }, NOW);
    if (answer.status === 'estimate') estimated++;
  });
  const line = (name: string, r: { p50: number; p95: number }) =>
    `${name.padEnd(32)} p50 ${ms(r.p50).padStart(10)}   p95 ${ms(r.p95).padStart(10)}   ${(r.p95 / baseline.p95).toFixed(1).padStart(6)}x baseline p95`;
  console.log(`\n${targets.length} addresses`);
  console.log(line('primary-key lookup (baseline)', baseline));
  console.log(
    `${line('estimate (GET /api/estimate)', estimates)}   ${estimates.p95 < TARGET_P95_MS ? 'meets' : 'MISSES'} < ${TARGET_P95_MS} ms`,
  );
  console.log(`${int(estimated / (1 + 20 / targets.length))} of ${targets.length} valued; ${loadAverage()}`);
} finally {
  if (kept && updateMonth) await removeMonthlyUpdate(updateMonth);
  await scratch.close();
}
