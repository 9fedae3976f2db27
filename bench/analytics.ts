/**
 * Traffic analytics on a busy site (issue 11, item 5). In a scratch database on the PostgreSQL in
 * DATABASE_URL (created and dropped here), generates --rows analytics rows (5,000,000 by default)
 * over 92 days in SQL and builds the daily roll-ups from them in one INSERT ... SELECT each, as the
 * flushes would have. Then, in the same run:
 *
 * 1. the admin summary through the real app (`inject`, admin session by X-Auth-Token) for 1, 7,
 *    30 and 90 days, --queries times each after warm-up, p50/p95; baseline GET /api/health the same
 *    way. Target (issue 11): 90-day p95 under 300 ms.
 * 2. request throughput with capture on against capture off: two copies of server/main.ts on this
 *    database (ANALYTICS_CAPTURE on/off), --workers processes each, under autocannon with 50
 *    connections, taking turns in short runs, for two requests: GET /api/health (the cheapest, the
 *    worst case for capture's share) and the home page's listings (GET /api/properties?limit=12,
 *    on 300 demo listings: a request the site really serves). Target: ratio at least 0.95.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/analytics.ts
 *   [--rows 5000000] [--queries 100] [--seconds 30] [--workers 2] [--explain] [--keep]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
import { type Db, openDatabase } from '../server/db/client';
import { queryRows } from '../server/db/query-rows';
import { sessions } from '../server/db/schema/index';
import { hashToken } from '../server/lib/tokens';
import { topPages, topPagesQuery } from '../server/modules/analytics/analytics.repository';
import { dayBefore, utcDay } from '../server/modules/analytics/visitor-hash';
import { ensureAdminAccount } from '../server/modules/auth/admin-bootstrap';
import { insertFixtureListings } from '../server/test/test-listings';
import { buildRollups, generateAnalyticsRows } from './lib/analytics-rows';
import { type ChildServer, startApp, stopServer } from './lib/child-server';
import { load, loadAverage, measure, type Run } from './lib/load';
import { createScratchDatabase } from '../server/db/scratch-database';
import { int, machine, ms, percentile, timed } from './lib/stats';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000000' },
    queries: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    workers: { type: 'string', default: String(os.availableParallelism()) },
    explain: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const rows = Number(values.rows);
const queries = Number(values.queries);
const seconds = Number(values.seconds);
const workers = Number(values.workers);
const DAYS_OF_DATA = 92;
const CHUNK = 500_000;
const CONNECTIONS = 50;
const ROUNDS = 6;
const TARGET_P95_MS = 300;
const TARGET_RATIO = 0.95;
const HEALTH = '/api/health';
const LISTINGS = '/api/properties?limit=12';

console.log(`${machine()}; ${loadAverage()}`);
const scratch = await createScratchDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'hh_bench_analytics',
);
const database = await openDatabase({ url: scratch.url });
const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-bench-analytics-'));
const servers: ChildServer[] = [];
try {
  const { db } = database;
  const [version] = await queryRows<{ v: string }>(db, sql`SELECT current_setting('server_version') AS v`);
  console.log(`Database: PostgreSQL ${version?.v} (scratch database ${scratch.name})`);
  const built = await timed(async () => {
    for (let done = 0; done < rows; done += CHUNK)
      await generateAnalyticsRows(db, Math.min(CHUNK, rows - done), DAYS_OF_DATA);
    await buildRollups(db);
    await db.execute(sql`VACUUM ANALYZE`);
  });
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT (SELECT count(*)::int FROM site_analytics) AS rows,
      (SELECT count(*)::int FROM site_analytics WHERE kind = 'page' AND NOT is_bot) AS views,
      (SELECT sum(visits)::int FROM analytics_daily) AS rolled_up_views,
      (SELECT count(*)::int FROM analytics_daily_pages) AS day_path_rows,
      (SELECT count(*)::int FROM analytics_daily_referrers) AS day_referrer_rows`,
  );
  console.log(`Built in ${built.seconds.toFixed(0)} s: ${JSON.stringify(counts)}`);

  const summary = await summaryTimes(db);
  if (values.explain) await explainTopPages(db);

  await insertFixtureListings(db, 300, 'bench-analytics');
  const inProcess = await injectThroughput(HEALTH);
  const throughputs = [];
  for (const url of [HEALTH, LISTINGS]) throughputs.push({ url, ...(await captureThroughput(db, url)) });
  console.log(`\n${loadAverage()}`);
  for (const r of summary)
    console.log(`${r.name.padEnd(34)} p50 ${ms(r.p50).padStart(10)}   p95 ${ms(r.p95).padStart(10)}`);
  const ninety = summary.find((r) => r.name.includes('days=90'))!;
  console.log(
    `target 90-day summary p95 < ${TARGET_P95_MS} ms: ${ninety.p95 < TARGET_P95_MS ? 'met' : 'NOT met'} (${ms(ninety.p95)})`,
  );
  for (const throughput of throughputs) {
    console.log(
      `GET ${throughput.url}: capture off ${int(throughput.off.rps)} rps (p95 ${ms(throughput.off.p95)}), capture on ${int(throughput.on.rps)} rps (p95 ${ms(throughput.on.p95)}); ` +
        `ratio ${throughput.ratio.toFixed(3)}, target >= ${TARGET_RATIO} ${throughput.ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
    );
  }
  console.log(
    `in-process, GET ${HEALTH} (inject, alternating batches): off ${int(inProcess.off)} requests/s, on ${int(inProcess.on)} requests/s, ratio ${inProcess.ratio.toFixed(3)}`,
  );
  console.log(
    `capture's write: ${ms(inProcess.writeMs)} per request (batches of 500); estimated ratio from it ${inProcess.estimate.toFixed(3)}`,
  );
} finally {
  await Promise.all(servers.map(stopServer));
  await database.close();
  if (values.keep) console.log(`Kept: scratch database ${scratch.name}`);
  else await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** p50/p95 of the admin summary (and of the health check, the baseline) through the real app. */
async function summaryTimes(db: Db) {
  const { user } = await ensureAdminAccount(db, {
    email: 'bench-admin@example.com',
    password: 'bench-password',
  });
  const token = 'bench-admin-session';
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SOLD_UPDATE_INTERVAL: '0',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const results = [];
  for (const url of ['/api/health', ...[1, 7, 30, 90].map((d) => `/api/admin/analytics?days=${d}`)]) {
    for (let i = 0; i < 10; i++) await get(url);
    const times: number[] = [];
    for (let i = 0; i < queries; i++) {
      const started = performance.now();
      await get(url);
      times.push(performance.now() - started);
    }
    results.push({ name: `GET ${url}`, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  const ninety = (await get('/api/admin/analytics?days=90')).json<{
    totalVisits: number;
    uniqueVisitors: number;
    topPages: unknown[];
  }>();
  console.log(
    `90 days: ${int(ninety.totalVisits)} visits, ${int(ninety.uniqueVisitors)} daily uniques, top page ${JSON.stringify(ninety.topPages[0])}`,
  );
  await app.close();
  return results;
}

async function explainTopPages(db: Db) {
  const to = utcDay(new Date());
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`EXPLAIN (ANALYZE, BUFFERS) ${topPagesQuery(dayBefore(to, 89), to, 8)}`,
  );
  console.log(`\nTop pages, 90 days:\n${plan.map((l) => l['QUERY PLAN']).join('\n')}`);
  // The exact answer (every path summed) must agree with the candidates' answer.
  const exact = await queryRows<{ path: string; views: number }>(
    db,
    sql`SELECT path, sum(views)::int AS views FROM analytics_daily_pages
        WHERE day BETWEEN ${dayBefore(to, 89)}::date AND ${to}::date
        GROUP BY path ORDER BY views DESC, path LIMIT 8`,
  );
  const fast = await topPages(db, dayBefore(to, 89), to, 8);
  console.log(`candidates' top 8 equal the exact top 8: ${JSON.stringify(exact) === JSON.stringify(fast)}`);
}

/**
 * The same comparison without the network or other processes: two apps in this process, capture
 * on and off, answer batches of GET /api/health by `inject` in turns (writes included: the
 * capturing app flushes every 500 rows). Less exposed to the machine's other load than autocannon.
 */
async function injectThroughput(url: string) {
  const BATCH = 500;
  const apps = await Promise.all(
    (['on', 'off'] as const).map(async (capture) => {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        SOLD_UPDATE_INTERVAL: '0',
        ANALYTICS_CAPTURE: capture,
      });
      const app = await buildApp({ config, database });
      await app.ready();
      return app;
    }),
  );
  const spent = [0, 0];
  let flushing = 0;
  for (let round = 0; round < 2 * ROUNDS + 1; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const started = performance.now();
      for (let n = 0; n < BATCH; n++) await apps[i]!.inject({ method: 'GET', url });
      const answered = performance.now();
      await apps[i]!.analytics.flush();
      // The first round is warm-up.
      if (round === 0) continue;
      spent[i]! += performance.now() - started;
      if (i === 0) flushing += performance.now() - answered;
    }
  }
  await Promise.all(apps.map((app) => app.close()));
  const requests = 2 * ROUNDS * BATCH;
  const [on, off] = spent.map((msSpent) => (requests / msSpent!) * 1000) as [number, number];
  // The write is the one cost capture adds that is not lost in the noise: measured on its own,
  // it gives a second, steadier estimate of the ratio than the difference of two throughputs.
  const writeMs = flushing / requests;
  const requestMs = spent[1]! / requests;
  return { on, off, ratio: on / off, writeMs, estimate: requestMs / (requestMs + writeMs) };
}

/** Throughput of the same request on two servers, capture on and off, taking turns. */
async function captureThroughput(db: Db, path: string) {
  const started = new Date();
  const off = await startApp(scratch.url, workers, dataDir, { ANALYTICS_CAPTURE: 'off' });
  servers.push(off);
  const on = await startApp(scratch.url, workers, dataDir, { ANALYTICS_CAPTURE: 'on' });
  servers.push(on);
  const url = (server: ChildServer) => `http://127.0.0.1:${server.port}${path}`;
  await load(url(off), undefined, CONNECTIONS, 2);
  await load(url(on), undefined, CONNECTIONS, 2);
  const runs: { on: Run[]; off: Run[] } = { on: [], off: [] };
  console.log(
    `\nGET ${path}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${seconds / ROUNDS} s each way, ${workers} process(es) per server; ${loadAverage()}`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so a change in the background load falls on both alike.
    const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
    for (const which of order)
      runs[which].push(await load(url(which === 'on' ? on : off), undefined, CONNECTIONS, seconds / ROUNDS));
  }
  const [mOn, mOff] = [measure(runs.on), measure(runs.off)];
  if (mOn.failures || mOff.failures) console.log(`(failures: on ${mOn.failures}, off ${mOff.failures})`);
  const [captured] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM site_analytics WHERE timestamp >= ${started.toISOString()}::timestamptz`,
  );
  const answered = runs.on.reduce((total, r) => total + r.requests, 0);
  console.log(
    `capture on: ${int(captured?.n ?? 0)} rows written so far for ${int(answered)} requests measured (plus warm-up)`,
  );
  await Promise.all([off, on].map(stopServer));
  servers.splice(0);
  return { on: mOn, off: mOff, ratio: mOn.rps / mOff.rps };
}
