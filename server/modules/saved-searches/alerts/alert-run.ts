import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { properties, propertyPriceChanges, savedSearches, users } from '../../../db/schema/index';
import { enqueueEmail } from '../../../lib/email-queue';
import { savedSearchCondition } from '../saved-search-match';
import { unsubscribeToken } from '../unsubscribe-token';
import { type AlertSection, composeAlertEmail } from './alert-email';
import { newListings, priceCuts, recordNotices } from './alert-listings';

/** Any fixed number: only one instance runs the alerts at a time when several share a database. */
const ALERT_LOCK_ID = 727_002;
export const LISTINGS_PER_KIND = 10;

export interface AlertRun {
  /** False when another instance held the lock. */
  ran: boolean;
  searches: number;
  emails: number;
  /** Users whose alerts failed this run; their state is as before, so the next run retries them. */
  failed: number;
}

/**
 * When a listing last appeared or got cheaper. A search whose window starts after it has nothing
 * to announce, so a run with no news reads two index ends and no search at all: on the embedded
 * database a run holds the only connection, and runs every few seconds must not starve requests.
 */
const latestNews = sql`greatest(
  (select max(${properties.createdAt}) from ${properties}),
  (select max(${propertyPriceChanges.changedAt}) from ${propertyPriceChanges})
)`;

/**
 * Looks at every saved search with alerts on for listings that appeared or got cheaper since its
 * last run, and queues one e-mail per user. A user's notices, watermarks and e-mail commit
 * together (a savepoint each, inside one transaction holding the lock): a crash leaves all as
 * before, so the next run repeats the same window and nothing is lost or doubled; one user's
 * failure is logged and retried next run without holding back anyone else's alerts.
 */
export function queueAlerts(
  db: Db,
  publicUrl: string,
  options: { onError?: (err: unknown, userId: string) => void } = {},
): Promise<AlertRun> {
  return db.transaction(async (tx) => {
    // The window ends at the database's own clock, kept as text: a JS Date would cut its
    // microseconds, and a change stamped a few microseconds after that cut would be counted in
    // this window and again in the next.
    const [lock] = await queryRows<{ locked: boolean; now: string }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${ALERT_LOCK_ID}) as locked, now()::text as now`,
    );
    if (!lock?.locked) return { ran: false, searches: 0, emails: 0, failed: 0 };
    const until = lock.now;

    const rows = await tx
      .select({
        search: savedSearches,
        alertedUntil: sql<string>`${savedSearches.alertedUntil}::text`,
        email: users.email,
        firstName: users.firstName,
        username: users.username,
      })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(
        and(
          eq(savedSearches.alertsEnabled, true),
          sql`${savedSearches.alertedUntil} < ${until}::timestamptz`,
          sql`${savedSearches.alertedUntil} < ${latestNews}`,
        ),
      )
      .orderBy(asc(savedSearches.userId), asc(savedSearches.createdAt));

    let emails = 0;
    let failed = 0;
    for (const group of groupByUser(rows)) {
      try {
        if (await tx.transaction((savepoint) => queueUserAlerts(savepoint, group, publicUrl, until)))
          emails += 1;
      } catch (err) {
        failed += 1;
        options.onError?.(err, group[0]!.search.userId);
      }
    }
    return { ran: true, searches: rows.length, emails, failed };
  });
}

/** One user's searches: their news as one queued e-mail; true when there was any. */
async function queueUserAlerts(db: Db, group: Row[], publicUrl: string, until: string) {
  const sections: AlertSection[] = [];
  for (const row of group) {
    const section = await searchSection(db, row, until);
    if (section) sections.push(section);
    await db
      .update(savedSearches)
      .set({ alertedUntil: sql`${until}::timestamptz` })
      .where(eq(savedSearches.id, row.search.id));
  }
  if (sections.length === 0) return false;
  const { email, firstName, username, search } = group[0]!;
  const message = composeAlertEmail({
    to: email,
    name: firstName || username,
    sections,
    publicUrl,
    unsubscribeAllToken: await unsubscribeToken(db, { userId: search.userId }),
  });
  await enqueueEmail(db, { userId: search.userId, kind: 'saved-search-alert', message });
  return true;
}

type Row = {
  search: typeof savedSearches.$inferSelect;
  /** The search's watermark to the microsecond (search.alertedUntil is cut to milliseconds). */
  alertedUntil: string;
  email: string;
  firstName: string | null;
  username: string;
};

function groupByUser(rows: Row[]): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.search.userId, [...(groups.get(row.search.userId) ?? []), row]);
  return [...groups.values()];
}

async function searchSection(
  db: Db,
  { search, alertedUntil }: Row,
  until: string,
): Promise<AlertSection | null> {
  const where = await savedSearchCondition(db, search.filters, search.userId, new Date(until));
  if (!where) return null;
  const window = { searchId: search.id, where, after: alertedUntil, until, limit: LISTINGS_PER_KIND };
  const fresh = await newListings(db, window);
  const cuts = await priceCuts(db, window);
  if (fresh.length === 0 && cuts.length === 0) return null;
  const shown = { fresh: fresh.slice(0, LISTINGS_PER_KIND), cuts: cuts.slice(0, LISTINGS_PER_KIND) };
  await recordNotices(db, search.id, [...shown.fresh, ...shown.cuts]);
  return {
    name: search.name,
    ...shown,
    more: fresh.length > LISTINGS_PER_KIND || cuts.length > LISTINGS_PER_KIND,
    unsubscribeToken: await unsubscribeToken(db, { searchId: search.id }),
  };
}
