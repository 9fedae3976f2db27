import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser, type SignedInUser } from './auth-helpers';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { buildTestApp, type TestApp } from './test-app';

/*
 * PostgreSQL that hangs (a proxy that stops passing bytes) or is down (a proxy that refuses
 * connections): every request is answered at once with 503 and a message, /api/health says the
 * database is what is down, and service comes back by itself. PGlite runs in-process: nothing to cut.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = {
  message: 'The database is unavailable, try again shortly',
  code: 'service_unavailable',
};
const DEGRADED = { status: 'degraded', database: 'unavailable', ...UNAVAILABLE };
/** The statement limit (1 s) plus the client's grace (1 s) and a margin for a busy machine. */
const ANSWERED_WITHIN_MS = 4_000;

describe.skipIf(!adminUrl)('a database that hangs or goes down', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await buildTestApp(
      { DATABASE_CONNECT_TIMEOUT: '500ms', DATABASE_STATEMENT_TIMEOUT: '1s' },
      { connectVia: (url) => proxy.via(url) },
    );
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    proxy.resume();
    await t.close();
    await proxy.stop();
  });

  /** Health, a public page's data, a signed-in read and a sign-in, all at once, each timed. */
  async function probe() {
    const requests = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/properties' },
      { method: 'GET', url: '/api/auth/me', headers: user.headers },
      { method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'wrong-one' } },
    ] as const;
    return Promise.all(
      requests.map(async (request) => {
        const started = Date.now();
        const res = await t.app.inject(request);
        return { url: request.url, res, ms: Date.now() - started };
      }),
    );
  }

  async function expectUnavailable() {
    for (const { url, res, ms } of await probe()) {
      expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
      expect(res.json(), url).toEqual(url === '/api/health' ? DEGRADED : UNAVAILABLE);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(ms, url).toBeLessThan(ANSWERED_WITHIN_MS);
    }
  }

  async function expectServing() {
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode, res.body).toBe(200);
      },
      { timeout: 10_000, interval: 200 },
    );
    const statuses = (await probe()).map(({ url, res }) => `${url} ${res.statusCode}`);
    expect(statuses).toEqual([
      '/api/health 200',
      '/api/properties 200',
      '/api/auth/me 200',
      '/api/auth/login 401',
    ]);
  }

  it('serves through the proxy', async () => {
    await expectServing();
  });

  it('answers 503 at once while the database hangs, and recovers when it answers again', async () => {
    proxy.pause();
    await expectUnavailable();
    // Twice: the connections stuck on the first round must not hold the second.
    await expectUnavailable();
    proxy.resume();
    await expectServing();
  });

  it('answers 503 while the database refuses connections, and recovers when it is back', async () => {
    await proxy.stop();
    await expectUnavailable();
    await proxy.start();
    await expectServing();
  });
});
