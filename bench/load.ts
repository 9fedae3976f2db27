/**
 * Mixed load at a fixed rate (issue 19 item 7): autocannon's overallRate drives server/main.ts,
 * as `npm start` runs it, through browse, search, detail, sold search, history, sign-in, favourite
 * toggles and photo uploads, for --duration seconds (default 600) at --rate requests/s (default
 * 200). Baseline, measured first at the same rate: GET /api/health. Prints p50/p95/p99, errors
 * (non-2xx and socket errors), timeouts (no answer within 10 s) and the server's RSS at start and
 * end, and the mix's p95 over the baseline's.
 *
 *   npx tsx bench/load.ts [--duration 600] [--rate 200] [--connections 50] [--workers 1]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/load.ts   (scratch database)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { startDemoSite } from './lib/demo-site';
import { loadAverage } from './lib/load';
import { mixedSequence, prepareSite, type SequenceStep } from './lib/mixed-requests';
import { int, machine, ms, percentile } from './lib/stats';

interface Result {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Instance = Promise<Result> & {
  on(event: 'response', f: (c: unknown, s: number, b: number, t: number) => void): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Instance;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '50' },
    workers: { type: 'string', default: '1' },
    postcode: { type: 'string', default: 'SW19 3ES' },
  },
});
const duration = Number(values.duration);
const rate = Number(values.rate);
const TIMEOUT_S = 10;

/** Resident memory of a process in MiB (Linux /proc), or NaN elsewhere. */
function rssMiB(pid: number | undefined) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

async function run(url: string, seconds: number, requests: SequenceStep[]) {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: Number(values.connections),
    overallRate: rate,
    duration: seconds,
    timeout: TIMEOUT_S,
    requests,
  });
  instance.on('response', (_client, _status, _bytes, took) => latencies.push(took));
  const result = await instance;
  return { result, latencies };
}

function report(name: string, { result, latencies }: Awaited<ReturnType<typeof run>>, baselineP95?: number) {
  const p95 = percentile(latencies, 95);
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}: ${int(count)}`)
    .join(', ');
  console.log(
    `${name.padEnd(22)} ${int(result.requests.total).padStart(9)} requests   p50 ${ms(percentile(latencies, 50))}   p95 ${ms(p95)}   p99 ${ms(percentile(latencies, 99))}` +
      `   errors ${result.non2xx + result.errors}   timeouts ${result.timeouts}   (${codes})` +
      (baselineP95 ? `   p95 ${(p95 / baselineP95).toFixed(1)}x baseline` : ''),
  );
  return p95;
}

const demo = await startDemoSite({
  prefix: 'hh_load',
  databaseUrl: process.env.DATABASE_URL,
  workers: Number(values.workers),
  env: {
    // The mix measures capacity, not the limits: 50 connections sign the same account in from one
    // address at once, and the pair limit counts each attempt until it succeeds (decision 0016).
    AUTH_RATE_LIMIT: '1000000/1m',
    LOGIN_PAIR_LIMIT: '1000000/1m',
    UPLOAD_RATE_LIMIT: '1000000/1m',
  },
});
try {
  const url = demo.url;
  console.log(`Database: ${demo.database}\nMachine: ${machine()}, ${loadAverage()}`);
  const site = await prepareSite(url, values.postcode);
  const rssStart = rssMiB(demo.server.child.pid);
  console.log(
    `Mixed load at ${rate} requests/s for ${duration} s (baseline: /api/health at the same rate)\n`,
  );
  const baseline = report(
    'baseline /api/health',
    await run(url, Math.max(5, Math.round(duration / 10)), [{ method: 'GET', path: '/api/health' }]),
  );
  const mixed = await run(url, duration, await mixedSequence(site));
  const rssEnd = rssMiB(demo.server.child.pid);
  report('mixed', mixed, baseline);
  console.log(
    `server RSS: ${rssStart.toFixed(0)} MiB at start, ${rssEnd.toFixed(0)} MiB at end   (${loadAverage()})`,
  );
} finally {
  await demo.stop();
}
