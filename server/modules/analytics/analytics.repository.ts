import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { openBulkSession } from '../../lib/import/bulk-loader';
import { csvLine } from '../../lib/import/csv-writer';
import { queryRows } from '../../db/query-rows';

/** A row as written: every derived field (bot, hash, referring host) already worked out. */
export interface StoredRow {
  at: string;
  kind: 'page' | 'api';
  path: string;
  method: string;
  status: number | null;
  ms: number | null;
  userAgent: string | null;
  referrer: string | null;
  ip: string | null;
  visitorHash: string | null;
  isBot: boolean;
  landing: boolean;
}

/** site_analytics columns in the order a row's CSV line lists them. */
const ROW_COLUMNS = [
  'timestamp',
  'kind',
  'path',
  'method',
  'response_status',
  'response_time',
  'user_agent',
  'referrer',
  'ip_address',
  'visitor_hash',
  'is_bot',
  'landing',
] as const;

const rowLine = (r: StoredRow) =>
  csvLine([
    r.at,
    r.kind,
    r.path,
    r.method,
    r.status,
    r.ms,
    r.userAgent,
    r.referrer,
    r.ip,
    r.visitorHash,
    r.isBot,
    r.landing,
  ]);

/**
 * Writes a batch in one transaction: the rows by COPY (a fraction of an INSERT's cost per row: a
 * flush competes with the requests it records for the same cores), and, when the batch holds
 * people's page views, one statement adding them to the daily roll-ups. Only people's page views
 * count: bots and API requests are stored but never rolled up. A visitor counts once per day: the
 * day's hash set (`analytics_daily_visitors`) takes each hash once and only new ones add to
 * `unique_visitors`. Upserts go in key order, so two instances flushing at once cannot deadlock.
 */
export async function insertBatch(database: Database, rows: StoredRow[]): Promise<void> {
  const views = rows
    .filter((r) => r.kind === 'page' && !r.isBot)
    .map((r) => ({ at: r.at, path: r.path, referrer: r.referrer, hash: r.visitorHash, landing: r.landing }));
  const session = await openBulkSession(database);
  try {
    await session.transaction(async (tx) => {
      // A crash may lose the last flush anyway (decision 0009): no need to wait for the disk.
      await tx.query(sql`SET LOCAL synchronous_commit = off`);
      await tx.copyCsv('site_analytics', ROW_COLUMNS, rows.map(rowLine).join(''));
      if (views.length > 0) await tx.query(addToRollups(views));
    });
  } finally {
    session.close();
  }
}

const addToRollups = (views: object[]) => sql`
  WITH views AS MATERIALIZED (
    SELECT ("at" AT TIME ZONE 'UTC')::date AS day, path, referrer, hash, landing
    FROM jsonb_to_recordset(${JSON.stringify(views)}::jsonb)
      AS v("at" timestamptz, path text, referrer text, hash text, landing boolean)
  ), new_visitors AS (
    INSERT INTO analytics_daily_visitors (day, visitor_hash)
    SELECT DISTINCT day, hash FROM views WHERE hash IS NOT NULL ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING day
  ), daily AS (
    INSERT INTO analytics_daily AS d (day, visits, unique_visitors)
    SELECT v.day, v.visits, coalesce(n.uniques, 0)
    FROM (SELECT day, count(*)::int AS visits FROM views GROUP BY day) v
    LEFT JOIN (SELECT day, count(*)::int AS uniques FROM new_visitors GROUP BY day) n USING (day)
    ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET visits = d.visits + excluded.visits,
      unique_visitors = d.unique_visitors + excluded.unique_visitors
  ), pages AS (
    INSERT INTO analytics_daily_pages AS p (day, path, views)
    SELECT day, path, count(*)::int FROM views GROUP BY day, path ORDER BY 1, 2
    ON CONFLICT (day, path) DO UPDATE SET views = p.views + excluded.views
  )
  INSERT INTO analytics_daily_referrers AS r (day, referrer, visits)
  SELECT day, coalesce(referrer, ''), count(*)::int FROM views WHERE landing GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, referrer) DO UPDATE SET visits = r.visits + excluded.visits`;

export interface DayTotals {
  day: string;
  visits: number;
  uniqueVisitors: number;
}

/** Days in [from, to] (YYYY-MM-DD, inclusive) that had visits. */
export function dailyTotals(db: Db, from: string, to: string) {
  return queryRows<DayTotals>(
    db,
    sql`SELECT day::text AS day, visits, unique_visitors AS "uniqueVisitors"
        FROM analytics_daily WHERE day BETWEEN ${from}::date AND ${to}::date ORDER BY day`,
  );
}

/** A path that is among the top pages of a period ranks this high on at least one of its days. */
export const DAILY_CANDIDATES = 50;

/**
 * The most viewed paths of [from, to]. Summing every path of 90 days is a scan of every
 * (day, path) pair; instead each day's DAILY_CANDIDATES best paths (an index-only walk per day)
 * are the candidates, and only their views are summed. Counts are exact; a path is missed only if
 * it never ranks in any one day's top DAILY_CANDIDATES yet beats paths that did (decision 0009).
 */
export function topPages(db: Db, from: string, to: string, limit: number) {
  return queryRows<{ path: string; views: number }>(db, topPagesQuery(from, to, limit));
}

export function topPagesQuery(from: string, to: string, limit: number) {
  return sql`WITH days AS (
      SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
    ), candidates AS (
      SELECT DISTINCT best.path FROM days CROSS JOIN LATERAL (
        SELECT path FROM analytics_daily_pages p WHERE p.day = days.day
        ORDER BY views DESC NULLS LAST LIMIT ${DAILY_CANDIDATES}) best
    )
    SELECT c.path, (SELECT sum(views) FROM analytics_daily_pages p
                    WHERE p.path = c.path AND p.day BETWEEN ${from}::date AND ${to}::date)::int AS views
    FROM candidates c ORDER BY views DESC, path LIMIT ${limit}`;
}

/** Landings by referring host over [from, to]; null is direct traffic. */
export function topReferrers(db: Db, from: string, to: string, limit: number) {
  return queryRows<{ referrer: string | null; visits: number }>(
    db,
    sql`SELECT nullif(referrer, '') AS referrer, sum(visits)::int AS visits
        FROM analytics_daily_referrers WHERE day BETWEEN ${from}::date AND ${to}::date
        GROUP BY referrer ORDER BY visits DESC, referrer LIMIT ${limit}`,
  );
}

export interface ActivityRow {
  id: string;
  method: string;
  path: string;
  responseStatus: number | null;
  responseTime: number | null;
  referrer: string | null;
  timestamp: Date | string;
}

/** The newest rows, API requests and page views alike (bots too: this is a log, not a count). */
export function recentActivity(db: Db, limit: number) {
  return queryRows<ActivityRow>(
    db,
    sql`SELECT id::text AS id, method, path, response_status AS "responseStatus",
          response_time AS "responseTime", referrer, timestamp
        FROM site_analytics ORDER BY timestamp DESC, id DESC LIMIT ${limit}`,
  );
}

/** Deletes up to `batch` raw rows older than `cutoff`; returns how many (small batches keep locks short). */
export async function deleteRowsBefore(db: Db, cutoff: Date, batch: number): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM site_analytics WHERE id IN (
            SELECT id FROM site_analytics WHERE timestamp < ${cutoff.toISOString()}::timestamptz LIMIT ${batch})
          RETURNING 1)
        SELECT count(*)::int AS deleted FROM gone`,
  );
  return row?.deleted ?? 0;
}

/** Deletes salts and visitor-hash sets of days before `day`: their counts are final. */
export async function deleteDailySecretsBefore(db: Db, day: string) {
  await db.execute(sql`DELETE FROM analytics_salts WHERE day < ${day}::date`);
  await db.execute(sql`DELETE FROM analytics_daily_visitors WHERE day < ${day}::date`);
}

/** Deletes roll-ups of days before `day` (they hold no personal data; kept for the longest period). */
export async function deleteRollupsBefore(db: Db, day: string) {
  for (const table of ['analytics_daily', 'analytics_daily_pages', 'analytics_daily_referrers']) {
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE day < ${day}::date`);
  }
}
