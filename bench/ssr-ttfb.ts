/**
 * A listing page's server time (issue 18 item 4): the built app as `npm start` runs it, with the
 * demo data, on a scratch PostgreSQL database; autocannon at --connections (default 20) against
 * the newest listing's page `/property/:id` and, as the baseline in the same run, the JSON API
 * `GET /api/properties/:id` for the same listing. The two take turns in --rounds (default 3) so a
 * change in the machine's background load falls on both alike; each gets --duration seconds
 * (default 30) in all, after a short warm-up. Prints requests/s and p50/p95/p99 of each, the load
 * average before and after, the target (page p95 under 100 ms) and, last, page p95 / API
 * p95. A third run sends a session cookie (not a live one), so every request is rendered afresh
 * as for a signed-in visitor: the cost the page cache saves. Works whether the page is rendered on
 * the server or is the client-rendered shell.
 *
 * autocannon's latency runs until the whole answer is in, so it is the time to first byte plus
 * the transfer of the rest (small on loopback): an upper bound on the time to first byte.
 *
 *   npx tsx bench/ssr-ttfb.ts [--duration 30] [--connections 20] [--rounds 3] [--workers <cores>]
 *   DATABASE_URL=postgres://... npx tsx bench/ssr-ttfb.ts   (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { paths } from '../web/src/config/paths';
import { firstListingId } from './lib/demo-pages';
import { ensureWebBuild, startDemoSite } from './lib/demo-site';
import { load, loadAverage, type Measure, measure, type Run } from './lib/load';
import { int, machine, ms } from './lib/stats';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    // The app's own default with DATABASE_URL: one process per core.
    workers: { type: 'string', default: String(os.availableParallelism()) },
  },
});
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const seconds = Math.max(1, Math.round(Number(values.duration) / rounds));
const TARGET_P95_MS = 100;

interface Target {
  name: string;
  url: string;
  /** What a browser or an API client asks for. */
  accept: string;
  /** A cookie to send: a session token (not a live one) makes the server render the page afresh. */
  cookie?: string;
  runs: Run[];
}

/** One request first: the answer must be a 200 of the expected type, or the figures mean nothing. */
async function check(target: Target) {
  const res = await fetch(target.url, { headers: headersOf(target) });
  const type = res.headers.get('content-type') ?? '';
  const body = await res.arrayBuffer();
  if (res.status !== 200 || !type.startsWith(target.accept))
    throw new Error(`${target.name}: ${res.status} ${type}, expected 200 ${target.accept}`);
  return `${type.split(';')[0]}, ${(body.byteLength / 1000).toFixed(1)} kB`;
}

const headersOf = (target: Target): Record<string, string> => ({
  accept: target.accept,
  ...(target.cookie ? { cookie: target.cookie } : {}),
});
const drive = (target: Target, s: number) => load(target.url, undefined, connections, s, headersOf(target));

function row(name: string, m: Measure) {
  return (
    `${name.padEnd(36)} ${int(m.rps).padStart(7)}   ${ms(m.p50).padStart(9)} ${ms(m.p95).padStart(9)}` +
    ` ${ms(m.p99).padStart(9)}   ${m.failures}`
  );
}

ensureWebBuild();
const demo = await startDemoSite({
  prefix: 'hh_ttfb',
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  workers: Number(values.workers),
});
try {
  const id = await firstListingId(demo.url);
  if (!id) throw new Error('the demo data has no listing');
  const api: Target = {
    name: 'GET /api/properties/:id (baseline)',
    url: `${demo.url}/api/properties/${id}`,
    accept: 'application/json',
    runs: [],
  };
  const page: Target = {
    name: 'GET /property/:id (page)',
    url: `${demo.url}${paths.property(id)}`,
    accept: 'text/html',
    runs: [],
  };
  // What a signed-in visitor costs: server/plugins/page-cache.ts keeps a page only for visitors who
  // present no session, so this one is rendered for every request.
  const rendered: Target = {
    ...page,
    name: 'GET /property/:id (rendered each time)',
    cookie: 'hh_session=x',
    runs: [],
  };
  const targets = [api, page, rendered];
  console.log(`Listing ${id}: page ${await check(page)}; API ${await check(api)}`);
  // The first requests pay for compilation and cold caches in every process.
  for (const target of targets) await drive(target, Math.min(seconds, 3));

  console.log(
    `Database: ${demo.database}, ${values.workers} process(es)\nMachine: ${machine()}, ${loadAverage()}\n` +
      `${connections} connections, ${rounds} rounds of ${seconds} s each per request, taking turns\n`,
  );
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) target.runs.push(await drive(target, seconds));
  }
  const [a, p, r] = [measure(api.runs), measure(page.runs), measure(rendered.runs)];
  console.log(
    `${'request'.padEnd(36)} ${'req/s'.padStart(7)}   ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}   errors`,
  );
  console.log(row(api.name, a));
  console.log(row(page.name, p));
  console.log(row(rendered.name, r));
  console.log(`\nAfter: ${loadAverage()}`);
  console.log(
    `Target: page p95 under ${TARGET_P95_MS} ms at ${connections} connections: ` +
      `${p.p95 < TARGET_P95_MS && p.failures === 0 ? 'met' : 'not met'} (${ms(p.p95)}, ${p.failures} errors)`,
  );
  console.log(
    `page p95 / API p95: ${(p.p95 / a.p95).toFixed(2)}; rendered each time: ${(r.p95 / a.p95).toFixed(2)}`,
  );
} finally {
  await demo.stop();
}
