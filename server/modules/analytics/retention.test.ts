import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { chrome, safari, storedRows, testClock, view } from '../../test/analytics-fixtures';
import { pruneAnalytics } from './retention';

const clock = testClock('2026-01-01T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    { ANALYTICS_FLUSH_MS: '600000', ANALYTICS_RETENTION_DAYS: '30' },
    { now: clock.now },
  );
});
afterAll(() => t?.close());

const days = (table: string) =>
  queryRows<{ day: string }>(
    t.database.db,
    sql`SELECT day::text AS day FROM ${sql.identifier(table)} ORDER BY day`,
  ).then((rows) => rows.map((r) => r.day));

describe('analytics retention', () => {
  it('deletes rows (and their addresses) past the retention, and salts and hash sets after a day', async () => {
    await view(t.app, chrome, '/old');
    await t.app.analytics.flush();
    clock.set('2026-01-20T12:00:00Z');
    await view(t.app, safari, '/middle');
    await t.app.analytics.flush();
    clock.set('2026-02-05T12:00:00Z');
    await view(t.app, chrome, '/new');
    await t.app.analytics.flush();
    expect(await days('analytics_salts')).toEqual(['2026-01-01', '2026-01-20', '2026-02-05']);

    const result = await pruneAnalytics(t.database.db, t.app.now(), t.app.config.analytics.retentionDays);
    expect(result.rows).toBe(1);
    const rows = await storedRows(t);
    expect(rows.map((r) => r.path)).toEqual(['/middle', '/new']);
    expect(rows.filter((r) => r.ip_address === chrome.ip).map((r) => r.path)).toEqual(['/new']);
    expect(await days('analytics_salts')).toEqual(['2026-02-05']);
    expect(await days('analytics_daily_visitors')).toEqual(['2026-02-05']);
    // Roll-ups hold no personal data and cover the longest period (90 days).
    expect(await days('analytics_daily')).toEqual(['2026-01-01', '2026-01-20', '2026-02-05']);

    clock.set('2026-04-15T12:00:00Z');
    await pruneAnalytics(t.database.db, t.app.now(), 30);
    expect(await storedRows(t)).toEqual([]);
    expect(await days('analytics_daily')).toEqual(['2026-01-20', '2026-02-05']);
    // Running it again (another instance, the next hour) changes nothing.
    await expect(pruneAnalytics(t.database.db, t.app.now(), 30)).resolves.toEqual({ rows: 0 });
  });
});
