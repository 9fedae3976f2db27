/**
 * Listing search under load. Loads generated listings (100,000 by default) into a scratch
 * PostgreSQL database, starts the real app and a bare node:http server that answers the same
 * precomputed JSON, each in its own process, and drives both with autocannon (50 connections)
 * through a few representative searches. Prints p50/p95/rps for both and, last, the ratio of the
 * app's throughput to the bare server's. The scratch database is dropped afterwards.
 *
 *   npx tsx bench/listings.ts [--count 100000] [--seconds 8] [--no-indexes]
 *   DATABASE_URL=postgres://user@host:5432/any npx tsx bench/listings.ts
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PropertySearchInput } from '@contracts/property';
import { propertySearchSchema } from '@contracts/property';
import { createScratchDatabase } from '../server/db/scratch-database';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
import { openDatabase } from '../server/db/client';
import { fallbackPlaces, generateListings } from '../server/modules/properties/demo/listing-generator';
import { nationalRegions } from '../server/modules/properties/demo/regions';
import { insertProperties } from '../server/modules/properties/properties.repository';
import { explainSearch, RECOMMENDED_INDEXES } from './listings-indexes';

interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  then: Promise<AutocannonResult>['then'];
}
type Autocannon = (options: Record<string, unknown>) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SEARCHES: { name: string; body: PropertySearchInput }[] = [
  { name: 'no filter, newest', body: {} },
  { name: 'town + type + beds', body: { location: 'Leeds', propertyType: 'House', bedrooms: 3 } },
  { name: 'postcode district', body: { location: 'SW11' } },
  {
    name: 'price range, cheapest first',
    body: { priceRange: '£300k - £500k', bedrooms: 2, sort: 'price-low' },
  },
  { name: 'misspelt town', body: { location: 'Manchestr' } },
  {
    name: 'map bbox (London), 200',
    body: { bbox: { south: 51.45, west: -0.3, north: 51.56, east: 0.05 }, limit: 200 },
  },
];

const CONNECTIONS = 50;

/** Child process: the real app on a loopback port. */
async function serveApp(url: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hh-bench-app-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const database = await openDatabase({ url });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
}

/** Child process: answers each known request body with its precomputed response, nothing else. */
function serveBare(file: string) {
  const answers = new Map<string, { json: string; total: string }>(
    Object.entries(JSON.parse(readFileSync(file, 'utf8'))),
  );
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = answers.get(Buffer.concat(chunks).toString());
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'x-total-count': answer.total,
      });
      res.end(answer.json);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  });
}

function start(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(process.argv[1]!, args, {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

interface Measure {
  rps: number;
  p50: number;
  p95: number;
  failures: number;
}

async function load(port: number, body: string, seconds: number): Promise<Measure> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}/api/properties/search`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  // Requests the server accepted before the run ended are still queued there; wait them out so
  // the next run starts on an idle server.
  await fetch(`http://127.0.0.1:${port}/api/properties/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    rps: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    failures: result.non2xx + result.errors,
  };
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      count: { type: 'string', default: '100000' },
      seconds: { type: 'string', default: '8' },
      'no-indexes': { type: 'boolean', default: false },
    },
  });
  const count = Number(values.count);
  const seconds = Number(values.seconds);
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = await createScratchDatabase(adminUrl, 'hh_bench_listings');
  const children: ChildProcess[] = [];
  const work = mkdtempSync(path.join(tmpdir(), 'hh-bench-'));
  try {
    const database = await openDatabase({ url: scratch.url });
    let t = performance.now();
    const seed = 'bench';
    const regions = nationalRegions().map((spec) => ({
      spec,
      places: fallbackPlaces(spec, seed),
      medians: new Map(),
    }));
    const rows = generateListings({ seed, count, now: new Date(), regions });
    console.log(`generated ${rows.length} listings in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    await insertProperties(database.db, rows);
    console.log(`inserted in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    if (!values['no-indexes']) {
      for (const statement of RECOMMENDED_INDEXES) await database.db.execute(statement);
      console.log(`recommended indexes present (${RECOMMENDED_INDEXES.length})`);
    }
    // What autovacuum would have done by now on a live server: statistics and the visibility map.
    await database.db.execute('VACUUM ANALYZE properties');
    console.log('\nquery plans (EXPLAIN ANALYZE of the page query):');
    for (const s of SEARCHES)
      console.log(
        `  ${s.name.padEnd(28)} ${await explainSearch(database, propertySearchSchema.parse(s.body))}`,
      );
    await database.close();

    const app = await start(['--serve-app', scratch.url]);
    children.push(app.child);
    const answers: Record<string, { json: string; total: string }> = {};
    for (const s of SEARCHES) {
      const body = JSON.stringify(s.body);
      const res = await fetch(`http://127.0.0.1:${app.port}/api/properties/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (!res.ok) throw new Error(`${s.name}: ${res.status} ${await res.text()}`);
      answers[body] = { json: await res.text(), total: res.headers.get('x-total-count') ?? '' };
    }
    const file = path.join(work, 'answers.json');
    writeFileSync(file, JSON.stringify(answers));
    const bare = await start(['--serve-bare', file]);
    children.push(bare.child);

    console.log(
      `\n${count.toLocaleString('en-GB')} listings, ${CONNECTIONS} connections, ${seconds} s per run (latencies in ms)`,
    );
    console.log(
      `${'search'.padEnd(28)} ${'matches'.padStart(8)} | ${'bare rps'.padStart(9)} p50   p95 | ${'app rps'.padStart(8)} p50   p95 | app/bare`,
    );
    const ratios: number[] = [];
    for (const s of SEARCHES) {
      const body = JSON.stringify(s.body);
      await load(app.port, body, 1);
      const b = await load(bare.port, body, seconds);
      const a = await load(app.port, body, seconds);
      if (a.failures || b.failures) console.log(`  (failures: app ${a.failures}, bare ${b.failures})`);
      const ratio = a.rps / b.rps;
      ratios.push(ratio);
      const f = (m: Measure) =>
        `${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(0).padStart(5)} ${m.p95.toFixed(0).padStart(5)}`;
      console.log(
        `${s.name.padEnd(28)} ${answers[body]!.total.padStart(8)} | ${f(b)} | ${f(a)} | ${ratio.toFixed(3)}`,
      );
    }
    const geometric = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
    console.log(
      `\nratio app/bare throughput (geometric mean over ${ratios.length} searches): ${geometric.toFixed(3)}`,
    );
  } finally {
    for (const child of children) child.kill();
    rmSync(work, { recursive: true, force: true });
    await scratch.drop();
  }
}

const [role, arg] = process.argv.slice(2);
if (role === '--serve-app') await serveApp(arg!);
else if (role === '--serve-bare') serveBare(arg!);
else await main();
