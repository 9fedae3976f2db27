import { createRequire } from 'node:module';
import type { Run } from './load';

interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  then: Promise<{ requests: { total: number }; duration: number; non2xx: number; errors: number }>['then'];
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => AutocannonInstance;

/** Drives one GET with `connections` concurrent clients for `seconds` (autocannon). */
export async function loadGet(url: string, connections: number, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  // Let requests still queued at the server finish, so the next run starts on an idle server.
  await fetch(url);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    latencies,
    failures: result.non2xx + result.errors,
  };
}
