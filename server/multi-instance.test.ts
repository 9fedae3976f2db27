import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserInput } from './test/auth-helpers';
import { databaseUnderTest, type DatabaseUnderTest } from './test/database-under-test';
import {
  call,
  sessionCookieOf,
  type SpawnedServer,
  startServer,
  stopSpawnedServers,
} from './test/spawned-server';

/*
 * Two real server processes on one PostgreSQL database (issue 19 item 9, docs/deployment.md):
 * what one instance knows, the other must too, and work done by the background jobs is done once.
 */
const AUTH_LIMIT = 6;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let shared: DatabaseUnderTest;
  let other: DatabaseUnderTest;
  let a: SpawnedServer;
  let b: SpawnedServer;
  let client: pg.Client;

  beforeAll(async () => {
    shared = await databaseUnderTest('hh-multi');
    // Only its DATA_DIR is used: each instance keeps its own outbox and files, as on two hosts.
    other = await databaseUnderTest('hh-multi-b');
    const env = {
      DATABASE_URL: shared.databaseUrl!,
      AUTH_RATE_LIMIT: `${AUTH_LIMIT}/10m`,
      ALERT_INTERVAL: '1s',
      ANALYTICS_FLUSH_MS: '200',
    };
    [a, b] = await Promise.all([
      startServer(4220, { ...env, DATA_DIR: shared.dataDir }),
      startServer(4221, { ...env, DATA_DIR: other.dataDir }),
    ]);
    client = new pg.Client({ connectionString: shared.databaseUrl });
    await client.connect();
  }, 90_000);
  afterAll(async () => {
    await client?.end();
    await stopSpawnedServers();
    await shared?.remove();
    await other?.remove();
  });

  const count = async (text: string, values: unknown[]) =>
    Number((await client.query<{ n: string }>(text, values)).rows[0]?.n);

  it('honours a session made on one instance on the other', async () => {
    const input = newUserInput();
    const registered = await fetch(`${a.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(registered.status).toBe(201);
    const me = await call(b, 'GET', '/api/auth/me', undefined, sessionCookieOf(registered.headers));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: input.username });
  });

  it('shares the sign-in rate limit', async () => {
    const { username } = newUserInput();
    const statuses: number[] = [];
    // Alternating instances: apart, neither would reach the limit within 2 × AUTH_LIMIT attempts.
    for (let i = 0; i < AUTH_LIMIT * 2 && !statuses.includes(429); i++) {
      const res = await call(i % 2 ? b : a, 'POST', '/api/auth/login', { username, password: 'wrong-1234' });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(AUTH_LIMIT);
  });

  it('sends a saved-search alert once, though both instances run the alert job', async () => {
    const searcher = await fetch(`${a.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newUserInput()),
    });
    const searcherId = ((await searcher.json()) as { id: string }).id;
    const town = `Alertford${randomUUID().slice(0, 6)}`;
    const saved = await call(
      a,
      'POST',
      '/api/saved-searches',
      { name: 'Multi', filters: { location: town } },
      sessionCookieOf(searcher.headers),
    );
    expect(saved.status).toBe(201);
    const seller = await fetch(`${b.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newUserInput()),
    });
    const listing = await call(
      b,
      'POST',
      '/api/user/properties',
      {
        title: 'New home',
        price: 250000,
        address: '1 Any Road',
        city: town,
        state: 'Yorkshire',
        zipCode: 'LS1 4AP',
      },
      sessionCookieOf(seller.headers),
    );
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    const alerts = () =>
      count(`select count(*) as n from outbound_emails where user_id = $1 and kind = 'saved-search-alert'`, [
        searcherId,
      ]);
    const deadline = Date.now() + 15_000;
    while ((await alerts()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    // A few more runs of both instances' jobs: none may announce the listing again.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await alerts()).toBe(1);
  }, 40_000);

  it('counts each request once in analytics, whichever instance took it', async () => {
    const tag = randomUUID();
    for (const server of [a, b, a]) {
      const res = await call(server, 'POST', '/api/analytics/page-view', { path: `/multi/${tag}` });
      expect(res.status).toBeLessThan(300);
    }
    const views = () => count(`select count(*) as n from site_analytics where path = $1`, [`/multi/${tag}`]);
    const deadline = Date.now() + 10_000;
    while ((await views()) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await views()).toBe(3);
  }, 30_000);
});
