import { activityEntrySchema, analyticsSummarySchema } from '@contracts/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { chrome, googlebot, safari, storedRows, testClock, view } from '../../test/analytics-fixtures';

const clock = testClock('2026-03-08T10:00:00Z');
let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;

/**
 * Two browsers and a crawler over two days (8 and 10 March, UTC), the admin signing in on the
 * 10th: the figures below are worked out by hand from this sequence.
 */
beforeAll(async () => {
  t = await buildTestApp({ ANALYTICS_FLUSH_MS: '600000' }, { now: clock.now });
  await view(t.app, chrome, '/', 'https://www.google.com/search?q=homes+for+sale');
  await view(t.app, chrome, '/properties/1');
  await view(t.app, chrome, '/properties/1?tab=map');
  await view(t.app, safari, '/', '');
  await view(t.app, safari, '/sold-prices');
  await view(t.app, googlebot, '/', '');
  await view(t.app, googlebot, '/properties/2');
  await t.app.analytics.flush();
  clock.set('2026-03-10T09:00:00Z');
  // A referrer from this site itself (PUBLIC_URL is http://localhost:3000 in tests) is direct.
  await view(t.app, chrome, '/properties/1', 'http://localhost:3000/favorites');
  await view(t.app, chrome, '/');
  await t.app.analytics.flush();
  admin = await createAdmin(t);
  user = await registerUser(t.app);
});
afterAll(() => t?.close());

const summary = async (query: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/analytics${query}`, headers });

describe('GET /api/admin/analytics', () => {
  it('counts page views and daily unique visitors, leaving bots out', async () => {
    const res = await summary('?days=7');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = analyticsSummarySchema.parse(res.json());
    expect(body).toMatchObject({ days: 7, totalVisits: 7, uniqueVisitors: 3 });
    expect(body.topPages).toEqual([
      { path: '/', views: 3 },
      { path: '/properties/1', views: 3 },
      { path: '/sold-prices', views: 1 },
    ]);
    // Traffic sources count landings (the first view of a page load), own site = direct.
    expect(body.topReferrers).toEqual([
      { referrer: null, visits: 2 },
      { referrer: 'www.google.com', visits: 1 },
    ]);
    expect(body.visitsPerDay).toEqual([
      { day: '2026-03-04', visits: 0, uniqueVisitors: 0 },
      { day: '2026-03-05', visits: 0, uniqueVisitors: 0 },
      { day: '2026-03-06', visits: 0, uniqueVisitors: 0 },
      { day: '2026-03-07', visits: 0, uniqueVisitors: 0 },
      { day: '2026-03-08', visits: 5, uniqueVisitors: 2 },
      { day: '2026-03-09', visits: 0, uniqueVisitors: 0 },
      { day: '2026-03-10', visits: 2, uniqueVisitors: 1 },
    ]);
  });

  it('defaults to 7 days and covers only today for days=1', async () => {
    expect((await summary('')).json()).toMatchObject({ days: 7, totalVisits: 7 });
    const today = (await summary('?days=1')).json();
    expect(today).toMatchObject({ days: 1, totalVisits: 2, uniqueVisitors: 1 });
    expect(today.topPages).toEqual([
      { path: '/', views: 1 },
      { path: '/properties/1', views: 1 },
    ]);
    expect((await summary('?days=90')).json().visitsPerDay).toHaveLength(90);
  });

  it('hashes a browser differently on different days, and the same within a day', async () => {
    const rows = (await storedRows(t)).filter((r) => r.kind === 'page' && r.ip_address === chrome.ip);
    const hashes = new Set(rows.map((r) => r.visitor_hash));
    expect(rows).toHaveLength(5);
    expect(hashes.size).toBe(2);
  });

  it('refuses any other period with the contract message', async () => {
    for (const days of ['2', '0', '365', 'seven', '7.0', '']) {
      const res = await summary(`?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().message).toBe('Days must be one of 1, 7, 30, 90');
    }
  });

  it('answers 401 signed out and 403 to a non-admin', async () => {
    expect((await summary('?days=7', {} as never)).statusCode).toBe(401);
    const res = await summary('?days=7', user.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin privileges required', code: 'forbidden' });
  });
});

describe('GET /api/admin/analytics/recent', () => {
  const recent = (query: string, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/analytics/recent${query}`, headers });

  it('lists API requests and page views newest first, ids as strings', async () => {
    await t.app.analytics.flush();
    const res = await recent('?limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = res.json() as unknown[];
    for (const entry of entries) activityEntrySchema.parse(entry);
    const list = entries as { id: string; path: string; timestamp: string; responseStatus: number | null }[];
    const times = list.map((e) => e.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.some((e) => e.path === '/api/auth/login' && e.responseStatus === 200)).toBe(true);
    expect(list.filter((e) => e.path === '/properties/1')).toHaveLength(3);
    expect(list.find((e) => e.path === '/sold-prices')).toMatchObject({
      responseStatus: null,
      referrer: null,
    });
    expect((await recent('?limit=3')).json()).toHaveLength(3);
    expect((await recent('')).json()).toHaveLength(Math.min(25, list.length));
  });

  it('refuses a limit outside 1 to 100', async () => {
    for (const limit of ['0', '101', '-1', 'ten', '2.5']) {
      const res = await recent(`?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toBe('Limit must be a whole number from 1 to 100');
    }
  });

  it('answers 401 signed out and 403 to a non-admin', async () => {
    expect((await recent('', {} as never)).statusCode).toBe(401);
    expect((await recent('', user.headers)).statusCode).toBe(403);
  });

  it('never shows a raw IP address or full referring URL in any report', async () => {
    await t.app.analytics.flush();
    const bodies = [
      (await recent('?limit=100')).body,
      ...(await Promise.all(['1', '7', '30', '90'].map(async (d) => (await summary(`?days=${d}`)).body))),
    ].join('\n');
    for (const ip of [chrome.ip, safari.ip, googlebot.ip, '127.0.0.1']) expect(bodies).not.toContain(ip);
    expect(bodies).not.toContain('homes+for+sale');
    expect(bodies).not.toContain('tab=map');
  });
});
