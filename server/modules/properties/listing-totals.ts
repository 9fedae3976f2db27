import type { SQL } from 'drizzle-orm';
import { expiringCache } from '../../lib/expiring-cache';
import { renderQuery } from './properties.repository';
import { sharedRuns } from '../../lib/shared-runs';

/** Totals this large are costly to count on every page and need not be exact to the second. */
export const CACHED_TOTAL_FROM = 1000;
/** A large total is reused as is for this long after it was counted... */
export const TOTAL_FRESH_MS = 10_000;
/** ...then until its recount is in; a count older than this is not used at all. */
const TOTAL_KEPT_MS = 60_000;

interface Counted {
  total: number;
  countedAt: number;
  recount?: Promise<void>;
}

/**
 * Totals of listing filters. A total under CACHED_TOTAL_FROM is counted every time, hence exact.
 * A larger one is reused for TOTAL_FRESH_MS; after that the first request starts one recount and
 * every request keeps the last count until the recount is in. So no request waits for thousands
 * of rows to be counted, and requests arriving together do not all count the same rows: under 50
 * concurrent searches that pile-up, every ten seconds, was most of the slowest responses. The
 * first count of a filter is shared the same way: at a million listings, 50 searches arriving
 * before it was in each counted 300,000 rows.
 */
export function createTotals(count: (where: SQL | undefined) => Promise<number>, now: () => number) {
  const counted = expiringCache<Counted>({ ttlMs: TOTAL_KEPT_MS, max: 1000, now });

  /** Counts in progress: requests arriving together share one count rather than each running it. */
  const counting = sharedRuns<number>();

  const countNow = (key: string, where: SQL | undefined) =>
    counting(key, async () => {
      const total = await count(where);
      counted.set(key, { total, countedAt: now() });
      return total;
    });

  return async function total(where: SQL | undefined): Promise<number> {
    const key = where ? JSON.stringify(Object.values(renderQuery(where))) : '';
    const last = counted.get(key);
    if (!last || last.total < CACHED_TOTAL_FROM) return countNow(key, where);
    if (now() - last.countedAt >= TOTAL_FRESH_MS && !last.recount) {
      last.recount = countNow(key, where).then(
        () => undefined,
        // Kept, and counted again by the next request.
        () => (last.recount = undefined),
      );
    }
    return last.total;
  };
}
