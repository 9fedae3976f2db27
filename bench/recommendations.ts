/**
 * GET /api/recommendations on a busy site. Fills a scratch database with 100,000 generated listings
 * (38 towns across Great Britain), 10,000 users (half with stored preferences), and, generated in
 * SQL, 1,000,000 views, 200,000 favourites and 300,000 tracked searches. Each user's activity is
 * mostly around one home town, as real buyers' is. Then, through the real app (`inject`, no network),
 * asks for the recommendations of 200 random users. Baseline, measured in the same run: a
 * primary-key lookup of one listing (SQL), and GET /api/properties/:id through the app. Prints p50/p95
 * of each and, last, the ratio recommendations p95 / primary-key p95.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/recommendations.ts
 *   [--listings 100000] [--users 10000] [--queries 200] [--explain] [--keep]
 *
 * --explain prints the plan of one user's scoring query; --keep leaves the scratch database in place.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
import { queryRows } from '../server/db/query-rows';
import { sessions, users as usersTable } from '../server/db/schema/index';
import { hashToken } from '../server/lib/tokens';
import { fallbackPlaces, generateListings } from '../server/demo/listing-generator';
import { nationalRegions } from '../server/demo/regions';
import { insertProperties } from '../server/modules/properties/properties.repository';
import { buildProfile } from '../server/modules/recommendations/profile';
import {
  bestListingsQuery,
  recentActivity,
} from '../server/modules/recommendations/recommendations.repository';
import { scoringRules } from '../server/modules/recommendations/rules';
import { loadAverage } from './lib/load';
import { openScratchDatabase } from './lib/scratch-database';
import { int, machine, ms, percentile, timed } from './lib/stats';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    users: { type: 'string', default: '10000' },
    queries: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const listings = Number(values.listings);
const users = Number(values.users);
const queries = Number(values.queries);
/** Per user: 100 views, 20 favourites, 30 searches (1M, 200k and 300k for 10,000 users). */
const VIEWS = 100;
const FAVORITES = 20;
const SEARCHES = 30;
/** Listings are numbered town by town; a user's "home" is a window of this many numbers. */
const HOME_WINDOW = 3000;

const scratch = await openScratchDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-bench-recs-'));
try {
  const { db } = scratch.database;
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  console.log(`Database: ${scratch.label}\nMachine: ${machine()}\nStart: ${loadAverage()}`);

  const built = await timed(async () => {
    const regions = nationalRegions().map((spec) => ({
      spec,
      places: fallbackPlaces(spec, 'bench'),
      medians: new Map(),
    }));
    await insertProperties(
      db,
      generateListings({ seed: 'bench', count: listings, now: new Date(), regions }),
    );
    console.log(`  ${int(listings)} listings`);
    await run(sql`create unlogged table bench_listings as
      select row_number() over (order by city, id)::int as n, id, city from properties`);
    await run(sql`create index on bench_listings (n)`);
    await run(sql`insert into users (username, email, password_hash, preferred_property_type, preferred_location,
        min_budget, max_budget, preferred_bedrooms, preferred_bathrooms)
      select 'bench' || i, 'bench' || i || '@example.com', 'not-a-hash',
        case when i % 2 = 0 then (array['House', 'Flat', 'Apartment', 'Bungalow', 'Cottage', 'Townhouse'])[1 + i % 6] end,
        case when i % 4 = 0 then (select city from bench_listings where n = 1 + (i * 7919) % ${listings}) end,
        case when i % 3 = 0 then 100000 + (i % 5) * 50000 end,
        case when i % 3 = 0 then 300000 + (i % 7) * 100000 end,
        case when i % 2 = 0 then 1 + i % 4 end,
        case when i % 5 = 0 then 1 + i % 2 end
      from generate_series(1, ${users}) i`);
    await run(sql`create unlogged table bench_users as
      select row_number() over (order by id)::int as u, id, abs(hashtext(id::text)) % ${listings} as home from users`);
    console.log(`  ${int(users)} users`);
    // 70% of views near home, the rest anywhere.
    await run(sql`insert into user_property_views (user_id, property_id, viewed_at)
      select bu.id, bl.id, now() - g.k * interval '37 minutes'
      from bench_users bu cross join generate_series(0, ${VIEWS - 1}) g(k)
      join bench_listings bl on bl.n = 1 + case
        when abs(hashtext(bu.u || ':' || g.k)) % 10 < 7 then (bu.home + abs(hashtext(bu.u || 'v' || g.k)) % ${HOME_WINDOW}) % ${listings}
        else abs(hashtext(bu.u || 'w' || g.k)) % ${listings} end`);
    console.log(`  ${int(users * VIEWS)} views`);
    // 14 of 20 favourites near home (distinct by construction), 6 anywhere else.
    await run(sql`insert into user_favorites (user_id, property_id, created_at)
      select bu.id, bl.id, now() - g.k * interval '5 hours'
      from bench_users bu cross join generate_series(0, ${FAVORITES - 1}) g(k)
      join bench_listings bl on bl.n = 1 + case
        when g.k < 14 then (bu.home + (g.k * 211) % ${HOME_WINDOW}) % ${listings}
        else (bu.home + ${HOME_WINDOW} + abs(hashtext(bu.u || 'f' || g.k)) % ${listings - HOME_WINDOW}) % ${listings} end
      on conflict do nothing`);
    console.log(`  favourites`);
    await run(sql`insert into user_search_history (user_id, search_query, searched_at)
      select bu.id, jsonb_strip_nulls(jsonb_build_object(
          'location', (select city from bench_listings where n = 1 + case
             when g.k % 10 < 7 then bu.home else abs(hashtext(bu.u || 's' || g.k)) % ${listings} end),
          'propertyType', case when g.k % 2 = 0 then (array['House', 'Flat', 'Bungalow', 'Cottage'])[1 + g.k % 4] end,
          'minPrice', case when g.k % 3 = 0 then 200000 end,
          'maxPrice', case when g.k % 3 = 0 then 450000 end)),
        now() - g.k * interval '3 hours'
      from bench_users bu cross join generate_series(0, ${SEARCHES - 1}) g(k)`);
    console.log(`  ${int(users * SEARCHES)} searches`);
    await run(sql`vacuum analyze`);
  });
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from user_property_views) as views,
      (select count(*)::int from user_favorites) as favourites,
      (select count(*)::int from user_search_history) as searches,
      (select sum(views)::int from property_stats) as counted_views`,
  );
  console.log(`Built in ${built.seconds.toFixed(0)} s: ${JSON.stringify(counts)}`);

  const picked = await queryRows<{ id: string; listing: string }>(
    db,
    sql`select u.id, (select id from bench_listings where n = 1 + abs(hashtext(u.id::text)) % ${listings}) as listing
      from users u order by md5(u.id::text) limit ${queries}`,
  );
  const token = (i: number) => `bench-session-${i}`;
  await db.insert(sessions).values(
    picked.map((user, i) => ({
      tokenHash: hashToken(token(i)),
      userId: user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SOLD_UPDATE_INTERVAL: '0',
  });
  const app = await buildApp({ config, database: scratch.database });
  await app.ready();
  const get = async (url: string, i: number) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-auth-token': token(i) } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };

  const WARM_UP = Math.min(20, picked.length);
  const measure = async (name: string, once: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < WARM_UP; i++) await once(i);
    const times: number[] = [];
    for (let i = 0; i < picked.length; i++) {
      const started = performance.now();
      await once(i);
      times.push(performance.now() - started);
    }
    return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
  };

  let shown = 0; // recommendations returned, warm-up included
  const results = [
    await measure('primary-key lookup (baseline)', (i) =>
      queryRows(db, sql`select * from properties where id = ${picked[i]!.listing}`),
    ),
    await measure('GET /api/properties/:id', (i) => get(`/api/properties/${picked[i]!.listing}`, i)),
    await measure('GET /api/recommendations', async (i) => {
      shown += (await get('/api/recommendations', i)).json<unknown[]>().length;
    }),
    await measure('GET /api/recommendations/insights', (i) => get('/api/recommendations/insights', i)),
  ];
  await app.close();

  if (values.explain) {
    const user = picked[0]!;
    const [preferences] = await db.select().from(usersTable).where(eq(usersTable.id, user.id));
    const activity = await recentActivity(db, user.id);
    const rules = scoringRules(buildProfile(preferences!, activity.homes, activity.searches));
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, buffers) ${bestListingsQuery(user.id, rules)}`,
    );
    console.log(
      `\nPlan for one user (${rules.length} rules):\n${plan.map((l) => l['QUERY PLAN']).join('\n')}`,
    );
  }

  console.log(
    `\n${picked.length} users; ${(shown / (picked.length + WARM_UP)).toFixed(1)} recommendations each; ${loadAverage()}`,
  );
  for (const r of results)
    console.log(`${r.name.padEnd(36)} p50 ${ms(r.p50).padStart(10)}   p95 ${ms(r.p95).padStart(10)}`);
  const [baseline, , recommendations] = results;
  console.log(
    `\nratio recommendations p95 / primary-key lookup p95: ${(recommendations!.p95 / baseline!.p95).toFixed(1)}`,
  );
} finally {
  if (values.keep) {
    await scratch.database.close();
    console.log(`Kept: ${scratch.label}`);
  } else await scratch.close();
  rmSync(dataDir, { recursive: true, force: true });
}
