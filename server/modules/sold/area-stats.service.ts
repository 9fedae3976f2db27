import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import {
  AREA_STATS_MIN_SALES,
  type AreaPeriod,
  type AreaStats,
  type AreaStatsQuery,
} from '@contracts/sold/area-stats';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { type AreaPeriodRow, areaPeriods } from './area-stats.repository';

const toPeriod = (row: AreaPeriodRow | undefined): AreaPeriod | null =>
  row
    ? {
        from: row.from,
        to: row.to,
        sales: row.sales,
        medianPrice: row.sales >= AREA_STATS_MIN_SALES ? row.median : null,
      }
    : null;

/**
 * GET /api/sold-prices/area-stats: the median standard residential sale price in a circle over
 * the 12 months ending with its newest such sale, and its change from the 12 months before.
 */
export async function areaStats(db: Db, query: AreaStatsQuery): Promise<AreaStats> {
  const rows = await areaPeriods(
    db,
    { latitude: query.latitude, longitude: query.longitude },
    query.radiusKm * 1000,
  );
  const latest = toPeriod(rows.find((r) => r.period === 'latest'));
  const previous = toPeriod(rows.find((r) => r.period === 'previous'));
  const changePercent =
    latest?.medianPrice && previous?.medianPrice
      ? Math.round(((latest.medianPrice - previous.medianPrice) / previous.medianPrice) * 1000) / 10
      : null;
  return { ...query, latest, previous, changePercent, attribution: SOLD_ATTRIBUTION };
}

/** How long an answer is reused: the data changes at most with a monthly file. */
export const AREA_STATS_CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 200;

/**
 * A short-lived cache of answers by circle, one per app: every /map visit asks for the same few
 * circles, and an 8 km circle in a city holds tens of thousands of sales a year. A request arriving
 * while the same circle is being computed waits for that answer; a failure is not kept. `now` is
 * the app's clock in milliseconds. lru-cache bounds the entries; freshness is judged here, so an
 * answer is reused for exactly AREA_STATS_CACHE_MS.
 */
export function areaStatsCache(now: () => number) {
  const entries = new LRUCache<string, { at: number; answer: Promise<AreaStats> }>({ max: CACHE_ENTRIES });
  return {
    get(query: AreaStatsQuery, compute: () => Promise<AreaStats>): Promise<AreaStats> {
      const key = `${query.latitude},${query.longitude},${query.radiusKm}`;
      const hit = entries.get(key);
      if (hit && now() - hit.at < AREA_STATS_CACHE_MS) return hit.answer;
      const answer = compute();
      entries.set(key, { at: now(), answer });
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      return answer;
    },
    clear: () => entries.clear(),
  };
}
