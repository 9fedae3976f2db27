import { afterEach, describe, expect, it } from 'vitest';
import { BEACON_PATH_MAX } from '@contracts/analytics';
import { createAdmin } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { toStoredRows } from './capture';
import { DailySalts } from './visitor-hash';
import { chrome, googlebot, storedRows, view } from '../../test/analytics-fixtures';

// A flush interval longer than any test: rows are written only when a test flushes or closes.
const env = { ANALYTICS_FLUSH_MS: '600000' };
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('analytics capture', () => {
  it('keeps the row of a client that hung up before its response (no address left), and the rest of its batch', async () => {
    t = await buildTestApp(env);
    const at = new Date('2026-11-25T12:00:00Z');
    const row = {
      at,
      method: 'GET',
      status: 200,
      ms: 3,
      userAgent: chrome.userAgent,
      referrer: undefined,
      host: 'x',
    };
    const stored = await toStoredRows(
      [
        { ...row, kind: 'api', url: '/api/properties', ip: undefined, landing: false },
        { ...row, kind: 'page', url: '/search', ip: undefined, status: null, ms: null, landing: true },
        { ...row, kind: 'api', url: '/api/health', ip: chrome.ip, landing: false },
      ],
      new DailySalts(t.database.db),
      new Set(['x']),
    );
    expect(stored.map((r) => [r.path, r.ip, r.visitorHash])).toEqual([
      ['/api/properties', null, null],
      // No address, no visitor to count.
      ['/search', null, null],
      ['/api/health', chrome.ip, null],
    ]);
  });

  it('records each API request with path (no query string), method, status, time, agent, referrer host and address', async () => {
    t = await buildTestApp(env);
    await t.app.inject({
      method: 'GET',
      url: '/api/health?probe=1',
      remoteAddress: chrome.ip,
      headers: { 'user-agent': chrome.userAgent, referer: 'https://news.example/story?id=9' },
    });
    await t.app.inject({ method: 'GET', url: '/api/properties/not-a-listing', remoteAddress: chrome.ip });
    expect(await storedRows(t)).toEqual([]);
    await t.app.analytics.flush();
    const rows = await storedRows(t);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: 'api',
      path: '/api/health',
      method: 'GET',
      response_status: 200,
      referrer: 'news.example',
      ip_address: chrome.ip,
      is_bot: false,
    });
    expect(rows[0]!.response_time).toBeGreaterThanOrEqual(0);
    // Visitors are counted from page views; API rows carry no hash.
    expect(rows[0]!.visitor_hash).toBeNull();
    expect(rows[1]).toMatchObject({ path: '/api/properties/not-a-listing', response_status: 404 });
  });

  it('records a page view from the beacon (path without query), answers 204, and not as an API request', async () => {
    t = await buildTestApp(env);
    const res = await view(
      t.app,
      chrome,
      '/reset-password?token=secret#x',
      'https://www.google.com/search?q=x',
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await t.app.analytics.flush();
    const rows = await storedRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'page',
      path: '/reset-password',
      method: 'GET',
      response_status: null,
      referrer: 'www.google.com',
      landing: true,
    });
    expect(rows[0]!.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it("records a page view's status and load time, which Recent Activity shows", async () => {
    t = await buildTestApp(env);
    const admin = await createAdmin(t);
    for (const payload of [
      { path: '/map', referrer: '', status: 200, loadMs: 840 },
      { path: '/no-such-page', status: 404, loadMs: 95 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/analytics/page-view', payload });
      expect(res.statusCode, res.body).toBe(204);
    }
    await t.app.analytics.flush();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/recent?limit=100',
      headers: admin.headers,
    });
    const pages = (res.json() as { path: string; responseStatus: number; responseTime: number }[])
      .filter((entry) => !entry.path.startsWith('/api/'))
      .map(({ path, responseStatus, responseTime }) => ({ path, responseStatus, responseTime }));
    expect(pages).toEqual([
      { path: '/no-such-page', responseStatus: 404, responseTime: 95 },
      { path: '/map', responseStatus: 200, responseTime: 840 },
    ]);
  });

  it('accepts the beacon as text/plain JSON (navigator.sendBeacon with a string)', async () => {
    t = await buildTestApp(env);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ path: '/map' }),
    });
    expect(res.statusCode).toBe(204);
    await t.app.analytics.flush();
    expect((await storedRows(t)).map((r) => r.path)).toEqual(['/map']);
  });

  it('refuses bad beacons with readable messages and records nothing', async () => {
    t = await buildTestApp(env);
    const cases: [unknown, string][] = [
      [{}, 'Path is required'],
      [{ path: 'properties' }, 'Path must start with /'],
      [{ path: '//evil.example/x' }, 'Path must start with /'],
      [{ path: `/${'a'.repeat(BEACON_PATH_MAX)}` }, `Path must be at most ${BEACON_PATH_MAX} characters`],
      [
        { path: '/', referrer: `https://x.example/${'a'.repeat(BEACON_PATH_MAX)}` },
        `Referrer must be at most ${BEACON_PATH_MAX} characters`,
      ],
      [{ path: '/', status: 1000 }, 'Status must be a whole number from 100 to 599'],
      [{ path: '/', status: '200' }, 'Status must be a number'],
      [{ path: '/', loadMs: -1 }, 'Load time must be a whole number of milliseconds up to 600000'],
      [{ path: '/', loadMs: 12.5 }, 'Load time must be a whole number of milliseconds up to 600000'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/page-view',
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path: '/', padding: 'x'.repeat(20_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
    await t.app.analytics.flush();
    expect((await storedRows(t)).filter((r) => r.kind === 'page')).toEqual([]);
  });

  it('works for anonymous visitors and marks bots', async () => {
    t = await buildTestApp(env);
    expect((await view(t.app, googlebot, '/')).statusCode).toBe(204);
    await t.app.analytics.flush();
    expect(await storedRows(t)).toMatchObject([{ kind: 'page', is_bot: true }]);
  });

  it('writes what is still buffered when the app closes', async () => {
    t = await buildTestApp(env);
    await view(t.app, chrome, '/about');
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.close();
    expect((await storedRows(t)).map((r) => r.path)).toEqual(['/about', '/api/health']);
  });

  it('drops and counts rows beyond ANALYTICS_BUFFER_MAX instead of holding them', async () => {
    t = await buildTestApp({ ...env, ANALYTICS_BUFFER_MAX: '3' });
    for (let i = 0; i < 5; i++) await view(t.app, chrome, `/page/${i}`);
    expect(t.app.analytics.buffer.dropped).toBe(2);
    await t.app.analytics.flush();
    expect((await storedRows(t)).map((r) => r.path)).toEqual(['/page/0', '/page/1', '/page/2']);
  });

  it('records nothing with ANALYTICS_CAPTURE=off, and the beacon still answers 204', async () => {
    t = await buildTestApp({ ...env, ANALYTICS_CAPTURE: 'off' });
    expect((await view(t.app, chrome, '/')).statusCode).toBe(204);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.analytics.flush();
    expect(await storedRows(t)).toEqual([]);
  });

  it('never fails a request when the rows cannot be written', async () => {
    t = await buildTestApp(env);
    await t.database.db.execute('ALTER TABLE site_analytics RENAME TO site_analytics_gone');
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    await expect(t.app.analytics.flush()).resolves.toBeUndefined();
    expect(t.app.analytics.buffer.size).toBe(0);
    await t.database.db.execute('ALTER TABLE site_analytics_gone RENAME TO site_analytics');
  });
});
