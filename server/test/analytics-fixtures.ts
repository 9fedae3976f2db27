import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/query-rows';
import type { TestApp } from './test-app';

/** A browser: the address and user agent a visitor's requests come from. */
export interface Browser {
  ip: string;
  userAgent: string;
}

export const chrome: Browser = {
  ip: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
export const safari: Browser = {
  ip: '198.51.100.23',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Version/17.1 Mobile/15E148 Safari/604.1',
};
export const googlebot: Browser = {
  ip: '66.249.66.1',
  userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/** Sends the web app's page-view beacon as this browser. */
export function view(app: FastifyInstance, browser: Browser, path: string, referrer?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/analytics/page-view',
    remoteAddress: browser.ip,
    headers: { 'user-agent': browser.userAgent },
    payload: referrer === undefined ? { path } : { path, referrer },
  });
}

/** A clock tests move by hand. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    set: (iso: string) => (current = new Date(iso)),
  };
}

export interface StoredAnalyticsRow {
  kind: string;
  path: string;
  method: string;
  response_status: number | null;
  response_time: number | null;
  referrer: string | null;
  ip_address: string | null;
  is_bot: boolean;
  visitor_hash: string | null;
  landing: boolean;
}

export function storedRows(t: TestApp) {
  return queryRows<StoredAnalyticsRow>(t.database.db, sql`SELECT * FROM site_analytics ORDER BY id`);
}
