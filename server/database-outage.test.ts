import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnderTest, type DatabaseUnderTest } from './test/database-under-test';
import { call, type SpawnedServer, startServer, stopSpawnedServers } from './test/spawned-server';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

/*
 * The real server while its PostgreSQL stops, freezes and comes back (issue 19 item 7). The
 * database is reached through a relay the test controls, so the shared server is never touched.
 */
const UNAVAILABLE = 'The database is unavailable, try again shortly';

async function timed<T>(work: () => Promise<T>) {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

async function healthyWithin(server: SpawnedServer, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const res = await call(server, 'GET', '/api/health').catch(() => undefined);
    if (res?.status === 200) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the server when its database goes away', () => {
  let database: DatabaseUnderTest;
  let proxy: TcpProxy;
  let server: SpawnedServer;

  beforeAll(async () => {
    database = await databaseUnderTest('hh-outage');
    const real = new URL(database.databaseUrl!);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    server = await startServer(4231, {
      ...database.env,
      DATABASE_URL: proxy.via(database.databaseUrl!),
      DATABASE_CONNECT_TIMEOUT: '1s',
      DATABASE_STATEMENT_TIMEOUT: '2s',
    });
  }, 90_000);
  afterAll(async () => {
    await stopSpawnedServers();
    proxy?.resume();
    await proxy?.stop();
    await database?.remove();
  });

  it('recovers by itself when a stopped database comes back', async () => {
    await proxy.stop();
    const during = await timed(() => call(server, 'GET', '/api/properties?limit=5'));
    expect(during.result.status).toBeGreaterThanOrEqual(500);
    await proxy.start();
    expect(await healthyWithin(server, 15_000)).toBe(true);
    expect((await call(server, 'GET', '/api/properties?limit=5')).status).toBe(200);
  }, 40_000);

  it('answers 503 fast, saying so, while the database is stopped or frozen', async () => {
    for (const outage of ['stop', 'freeze'] as const) {
      if (outage === 'stop') await proxy.stop();
      else proxy.pause();
      for (const path of ['/api/health', '/api/properties?limit=5']) {
        const { result, ms } = await timed(() => call(server, 'GET', path));
        expect(result.status, path).toBe(503);
        expect(result.body, path).toMatchObject({ message: UNAVAILABLE });
        expect(ms, path).toBeLessThan(10_000);
      }
      if (outage === 'stop') await proxy.start();
      else proxy.resume();
      expect(await healthyWithin(server, 15_000)).toBe(true);
    }
  }, 90_000);
});
