import { createRequire } from 'node:module';
import os from 'node:os';

interface AutocannonResult {
  requests: { total: number };
  duration: number;
  non2xx: number;
  errors: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  then: Promise<AutocannonResult>['then'];
}
type Autocannon = (options: Record<string, unknown>) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Requests answered over a number of seconds, and each one's latency in ms. */
export interface Run {
  requests: number;
  seconds: number;
  latencies: number[];
  failures: number;
}

export interface Measure {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

/** The machine's load average, printed beside figures taken on a shared, noisy box. */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

/**
 * Drives one request with `connections` concurrent clients for `seconds` (autocannon): a POST of
 * `body` as JSON, or a GET without one; `headers` go with either.
 */
export async function load(
  url: string,
  body: string | undefined,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Run> {
  const latencies: number[] = [];
  const request =
    body === undefined
      ? { method: 'GET', headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body };
  const instance = autocannon({ url, ...request, connections, duration: seconds });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  // Requests the server accepted before the run ended are still queued there; wait them out so
  // the next run starts on an idle server.
  await fetch(url, request);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    latencies,
    failures: result.non2xx + result.errors,
  };
}

/** Throughput and latency percentiles over several runs taken together. */
export function measure(runs: Run[]): Measure {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const sum = (f: (r: Run) => number) => runs.reduce((total, r) => total + f(r), 0);
  return {
    rps: sum((r) => r.requests) / sum((r) => r.seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures: sum((r) => r.failures),
  };
}
