import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserInput } from './test/auth-helpers';
import { databaseUnderTest, type DatabaseUnderTest } from './test/database-under-test';
import { call, type SpawnedServer, startServer, stopServer, stopSpawnedServers } from './test/spawned-server';

/*
 * The real server process killed and stopped under load (issue 19 item 7), on the database the
 * suite runs on: PGlite's data folder, or a scratch PostgreSQL database with TEST_DATABASE_URL.
 */

const PORT = 4210;
let database: DatabaseUnderTest;

beforeAll(async () => {
  database = await databaseUnderTest('hh-fault');
});
afterAll(async () => {
  await stopSpawnedServers();
  await database?.remove();
});

/** Registers accounts from `parallel` clients until stopped; answers the ones acknowledged. */
function registrationBurst(server: SpawnedServer, parallel: number) {
  const acknowledged: string[] = [];
  let stopped = false;
  const client = async () => {
    while (!stopped) {
      const input = newUserInput();
      const res = await call(server, 'POST', '/api/auth/register', input).catch(() => undefined);
      if (res?.status === 201) acknowledged.push(input.username);
      // No answer: the connection died with the server. 503: Fastify refuses new requests while closing.
      else if (!res || res.status === 503) return;
      else expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    }
  };
  const done = Promise.all(Array.from({ length: parallel }, client));
  return { acknowledged, stop: () => ((stopped = true), done), done };
}

describe(`the server process under faults`, () => {
  it('loses no acknowledged write when SIGKILLed mid-burst, and starts again', async () => {
    let server = await startServer(PORT, database.env);
    const burst = registrationBurst(server, 8);
    while (burst.acknowledged.length < 25) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL');
    await server.exited;
    await burst.done;
    const acknowledged = [...burst.acknowledged];

    server = await startServer(PORT, database.env);
    const missing: string[] = [];
    for (const username of acknowledged) {
      const res = await call(server, 'POST', '/api/auth/login', { username, password: 'correct-horse-1' });
      if (res.status !== 200) missing.push(`${username}: ${res.status}`);
    }
    expect(missing, `of ${acknowledged.length} acknowledged`).toEqual([]);
    await stopServer(server);
  }, 60_000);

  it('exits cleanly on SIGTERM under load, answering what it accepted', async () => {
    const server = await startServer(PORT + 1, database.env);
    const burst = registrationBurst(server, 4);
    const reads = Array.from({ length: 4 }, async () => {
      const statuses: number[] = [];
      for (;;) {
        const res = await call(server, 'GET', '/api/properties?limit=20').catch(() => undefined);
        if (!res || res.status === 503) return statuses;
        statuses.push(res.status);
      }
    });
    while (burst.acknowledged.length < 5) await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    const { code } = await stopServer(server, 'SIGTERM');
    await burst.stop();
    const statuses = (await Promise.all(reads)).flat();
    expect(code).toBe(0);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 60_000);
});
