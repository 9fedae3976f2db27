import { between, desc, getTableName, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  analyticsDaily,
  analyticsDailyPages,
  analyticsDailyReferrers,
  analyticsDailyVisitors,
  analyticsSalts,
  siteAnalytics,
} from '../../db/schema/index';
import { openBulkSession } from '../../lib/import/bulk-loader';
import { csvLine } from '../../lib/import/csv-writer';

/** A column's bare name, where SQL takes no table prefix (INSERT and ON CONFLICT column lists, SET). */
const name = (column: AnyPgColumn) => sql.identifier(column.name);

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
  siteAnalytics.timestamp,
  siteAnalytics.kind,
  siteAnalytics.path,
  siteAnalytics.method,
  siteAnalytics.responseStatus,
  siteAnalytics.responseTime,
  siteAnalytics.userAgent,
  siteAnalytics.referrer,
  siteAnalytics.ipAddress,
  siteAnalytics.visitorHash,
  siteAnalytics.isBot,
  siteAnalytics.landing,
].map((column) => column.name);

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
  const session = await openBulkSession(database, { pooled: true });
  try {
    await session.transaction(async (tx) => {
      // A crash may lose the last flush anyway (decision 0009): no need to wait for the disk.
      await tx.query(sql`SET LOCAL synchronous_commit = off`);
      await tx.copyCsv(getTableName(siteAnalytics), ROW_COLUMNS, rows.map(rowLine).join(''));
      if (views.length > 0) await tx.query(addToRollups(views));
    });
  } finally {
    session.close();
  }
}

/** `a, b, c`: bare column names for an INSERT or ON CONFLICT column list. */
const names = (...columns: AnyPgColumn[]) => sql.join(columns.map(name), sql`, `);
/** `column = alias.column + excluded.column`: an upsert that adds to a count. */
const addTo = (alias: string, column: AnyPgColumn) =>
  sql`${name(column)} = ${sql.identifier(alias)}.${name(column)} + excluded.${name(column)}`;

const addToRollups = (views: object[]) => {
  const [visitors, daily, pages, referrers] = [
    analyticsDailyVisitors,
    analyticsDaily,
    analyticsDailyPages,
    analyticsDailyReferrers,
  ];
  return sql`
  WITH views AS MATERIALIZED (
    SELECT ("at" AT TIME ZONE 'UTC')::date AS day, path, referrer, hash, landing
    FROM jsonb_to_recordset(${JSON.stringify(views)}::jsonb)
      AS v("at" timestamptz, path text, referrer text, hash text, landing boolean)
  ), new_visitors AS (
    INSERT INTO ${visitors} (${names(visitors.day, visitors.visitorHash)})
    SELECT DISTINCT day, hash FROM views WHERE hash IS NOT NULL ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING ${name(visitors.day)} AS day
  ), daily AS (
    INSERT INTO ${daily} AS d (${names(daily.day, daily.visits, daily.uniqueVisitors)})
    SELECT v.day, v.visits, coalesce(n.uniques, 0)
    FROM (SELECT day, count(*)::int AS visits FROM views GROUP BY day) v
    LEFT JOIN (SELECT day, count(*)::int AS uniques FROM new_visitors GROUP BY day) n USING (day)
    ORDER BY 1
    ON CONFLICT (${names(daily.day)}) DO UPDATE SET ${addTo('d', daily.visits)}, ${addTo('d', daily.uniqueVisitors)}
  ), pages AS (
    INSERT INTO ${pages} AS p (${names(pages.day, pages.path, pages.views)})
    SELECT day, path, count(*)::int FROM views GROUP BY day, path ORDER BY 1, 2
    ON CONFLICT (${names(pages.day, pages.path)}) DO UPDATE SET ${addTo('p', pages.views)}
  )
  INSERT INTO ${referrers} AS r (${names(referrers.day, referrers.referrer, referrers.visits)})
  SELECT day, coalesce(referrer, ''), count(*)::int FROM views WHERE landing GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (${names(referrers.day, referrers.referrer)}) DO UPDATE SET ${addTo('r', referrers.visits)}`;
};

export interface DayTotals {
  day: string;
  visits: number;
  uniqueVisitors: number;
}

/** Days in [from, to] (YYYY-MM-DD, inclusive) that had visits. */
export function dailyTotals(db: Db, from: string, to: string): Promise<DayTotals[]> {
  return db
    .select({
      day: analyticsDaily.day,
      visits: analyticsDaily.visits,
      uniqueVisitors: analyticsDaily.uniqueVisitors,
    })
    .from(analyticsDaily)
    .where(between(analyticsDaily.day, from, to))
    .orderBy(analyticsDaily.day);
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
  const pages = analyticsDailyPages;
  return sql`WITH days AS (
      SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
    ), candidates AS (
      SELECT DISTINCT best.path FROM days CROSS JOIN LATERAL (
        SELECT ${pages.path} AS path FROM ${pages} WHERE ${pages.day} = days.day
        ORDER BY ${pages.views} DESC NULLS LAST LIMIT ${DAILY_CANDIDATES}) best
    )
    SELECT c.path, (SELECT sum(${pages.views}) FROM ${pages}
                    WHERE ${pages.path} = c.path AND ${pages.day} BETWEEN ${from}::date AND ${to}::date)::int AS views
    FROM candidates c ORDER BY views DESC, path LIMIT ${limit}`;
}

/** Landings by referring host over [from, to]; null is direct traffic. */
export function topReferrers(db: Db, from: string, to: string, limit: number) {
  const referrers = analyticsDailyReferrers;
  return queryRows<{ referrer: string | null; visits: number }>(
    db,
    sql`SELECT nullif(${referrers.referrer}, '') AS referrer, sum(${referrers.visits})::int AS visits
        FROM ${referrers} WHERE ${referrers.day} BETWEEN ${from}::date AND ${to}::date
        GROUP BY ${referrers.referrer} ORDER BY visits DESC, ${referrers.referrer} LIMIT ${limit}`,
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
export function recentActivity(db: Db, limit: number): Promise<ActivityRow[]> {
  return db
    .select({
      id: sql<string>`${siteAnalytics.id}::text`,
      method: siteAnalytics.method,
      path: siteAnalytics.path,
      responseStatus: siteAnalytics.responseStatus,
      responseTime: siteAnalytics.responseTime,
      referrer: siteAnalytics.referrer,
      timestamp: siteAnalytics.timestamp,
    })
    .from(siteAnalytics)
    .orderBy(desc(siteAnalytics.timestamp), desc(siteAnalytics.id))
    .limit(limit);
}

/** Deletes up to `batch` raw rows older than `cutoff`; returns how many (small batches keep locks short). */
export async function deleteRowsBefore(db: Db, cutoff: Date, batch: number): Promise<number> {
  const oldest = db
    .select({ id: siteAnalytics.id })
    .from(siteAnalytics)
    .where(lt(siteAnalytics.timestamp, cutoff))
    .limit(batch);
  const gone = await db
    .delete(siteAnalytics)
    .where(inArray(siteAnalytics.id, oldest))
    .returning({ id: siteAnalytics.id });
  return gone.length;
}

/** Deletes salts and visitor-hash sets of days before `day`: their counts are final. */
export async function deleteDailySecretsBefore(db: Db, day: string) {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  await db.delete(analyticsDailyVisitors).where(lt(analyticsDailyVisitors.day, day));
}

/** Deletes roll-ups of days before `day` (they hold no personal data; kept for the longest period). */
export async function deleteRollupsBefore(db: Db, day: string) {
  await db.delete(analyticsDaily).where(lt(analyticsDaily.day, day));
  await db.delete(analyticsDailyPages).where(lt(analyticsDailyPages.day, day));
  await db.delete(analyticsDailyReferrers).where(lt(analyticsDailyReferrers.day, day));
}
