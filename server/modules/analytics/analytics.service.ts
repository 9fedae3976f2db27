import {
  type ActivityEntry,
  type AnalyticsPeriod,
  type AnalyticsSummary,
  TOP_LIST_SIZE,
} from '@contracts/analytics';
import type { Db } from '../../db/client';
import * as repo from './analytics.repository';
import { dayBefore, utcDay } from './visitor-hash';

/**
 * The admin panel's figures for the last `days` UTC days, today included, all from the daily
 * roll-ups. Unique visitors are summed over days (a visitor of two days counts twice): hashes of
 * different days cannot be linked, by design.
 */
export async function analyticsSummary(db: Db, now: Date, days: AnalyticsPeriod): Promise<AnalyticsSummary> {
  const to = utcDay(now);
  const from = dayBefore(to, days - 1);
  const [totals, topPages, topReferrers] = await Promise.all([
    repo.dailyTotals(db, from, to),
    repo.topPages(db, from, to, TOP_LIST_SIZE),
    repo.topReferrers(db, from, to, TOP_LIST_SIZE),
  ]);
  const byDay = new Map(totals.map((t) => [t.day, t]));
  const visitsPerDay = Array.from({ length: days }, (_, i) => {
    const day = dayBefore(to, days - 1 - i);
    const found = byDay.get(day);
    return { day, visits: found?.visits ?? 0, uniqueVisitors: found?.uniqueVisitors ?? 0 };
  });
  const sum = (pick: (t: repo.DayTotals) => number) => totals.reduce((total, t) => total + pick(t), 0);
  return {
    days,
    totalVisits: sum((t) => t.visits),
    uniqueVisitors: sum((t) => t.uniqueVisitors),
    topPages,
    topReferrers,
    visitsPerDay,
  };
}

/** The newest requests and page views; page views have no status or response time. */
export async function recentActivity(db: Db, limit: number): Promise<ActivityEntry[]> {
  const rows = await repo.recentActivity(db, limit);
  return rows.map(({ timestamp, ...row }) => ({ ...row, timestamp: new Date(timestamp).toISOString() }));
}
