import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * Generates `count` analytics rows over the last `days` days, in SQL: 40% page views (5% of all
 * rows from bots), half of the views on 12 app pages and half on 20,000 listing pages, both
 * skewed; 30% of views are landings, half of them direct and the rest from 200 referring hosts;
 * visitors drawn from a skewed pool of 40,000 per day. API rows: 6 endpoints, mostly 200.
 */
export async function generateAnalyticsRows(db: Db, count: number, days: number) {
  await db.execute(sql`
    WITH g AS (
      SELECT now() - random() * make_interval(days => ${days}) AS ts,
        random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5,
        random() < 0.4 AS page, random() < 0.05 AS bot,
        floor(40000 * power(random(), 2))::int AS visitor
      FROM generate_series(1, ${count})
    )
    INSERT INTO site_analytics (timestamp, kind, path, method, response_status, response_time,
      user_agent, referrer, ip_address, visitor_hash, is_bot, landing)
    SELECT ts,
      CASE WHEN page THEN 'page' ELSE 'api' END,
      CASE
        WHEN NOT page THEN (ARRAY['/api/properties', '/api/properties/search', '/api/auth/me',
          '/api/sold-prices', '/api/health', '/api/recommendations'])[1 + floor(r2 * 6)::int]
        WHEN r1 < 0.5 THEN (ARRAY['/', '/properties', '/map', '/sold-prices', '/favorites', '/about',
          '/mortgage-quiz', '/my-properties', '/login', '/register', '/privacy', '/terms'])[1 + floor(12 * r2 * r2)::int]
        ELSE '/properties/' || (1 + floor(20000 * power(r2, 3)))::int
      END,
      CASE WHEN NOT page AND r3 < 0.2 THEN 'POST' ELSE 'GET' END,
      CASE WHEN page THEN NULL WHEN r3 < 0.95 THEN 200 WHEN r3 < 0.98 THEN 404 ELSE 401 END,
      CASE WHEN page THEN NULL ELSE (2 + 80 * r4)::int END,
      CASE WHEN bot THEN 'Mozilla/5.0 (compatible; Googlebot/2.1)'
        ELSE 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36' END,
      CASE WHEN page AND r4 < 0.3 AND r5 >= 0.5 THEN 'www.site' || floor(200 * power(r5 * 2 - 1, 2))::int || '.example' END,
      '10.' || (visitor / 65536) || '.' || (visitor / 256 % 256) || '.' || (visitor % 256),
      left(md5(((ts AT TIME ZONE 'UTC')::date)::text || ':' || visitor), 32),
      bot,
      page AND r4 < 0.3
    FROM g`);
}

/** The roll-ups as the flushes would have built them, from the raw rows in one pass each. */
export async function buildRollups(db: Db) {
  await db.execute(sql`
    INSERT INTO analytics_daily (day, visits, unique_visitors)
    SELECT (timestamp AT TIME ZONE 'UTC')::date, count(*), count(DISTINCT visitor_hash)
    FROM site_analytics WHERE kind = 'page' AND NOT is_bot GROUP BY 1`);
  await db.execute(sql`
    INSERT INTO analytics_daily_pages (day, path, views)
    SELECT (timestamp AT TIME ZONE 'UTC')::date, path, count(*)
    FROM site_analytics WHERE kind = 'page' AND NOT is_bot GROUP BY 1, 2`);
  await db.execute(sql`
    INSERT INTO analytics_daily_referrers (day, referrer, visits)
    SELECT (timestamp AT TIME ZONE 'UTC')::date, coalesce(referrer, ''), count(*)
    FROM site_analytics WHERE kind = 'page' AND NOT is_bot AND landing GROUP BY 1, 2`);
  // Live servers keep the hash sets of today and yesterday only.
  await db.execute(sql`
    INSERT INTO analytics_daily_visitors (day, visitor_hash)
    SELECT DISTINCT (timestamp AT TIME ZONE 'UTC')::date, visitor_hash
    FROM site_analytics WHERE kind = 'page' AND NOT is_bot
      AND timestamp >= (now() AT TIME ZONE 'UTC')::date - 1`);
}
