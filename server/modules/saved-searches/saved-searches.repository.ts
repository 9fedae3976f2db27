import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, savedSearches, users } from '../../db/schema/index';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

const owned = (userId: string, id: string) => and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

export function listByUser(db: Db, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * Inserts unless the user already has `limit` searches; the user's row is locked first, so two
 * racing saves cannot both slip under the limit. Returns null at the limit.
 */
export function insertWithinLimit(
  db: Db,
  values: typeof savedSearches.$inferInsert,
  limit: number,
): Promise<SavedSearchRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, values.userId));
    if (count >= limit) return null;
    const [row] = await tx.insert(savedSearches).values(values).returning();
    return row!;
  });
}

export async function updateOwned(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Pick<SavedSearchRow, 'name' | 'alertsEnabled' | 'seenAt'>>,
  now: Date,
) {
  const [row] = await db
    .update(savedSearches)
    .set({ ...patch, updatedAt: now })
    .where(owned(userId, id))
    .returning();
  return row;
}

export async function deleteOwned(db: Db, userId: string, id: string) {
  const removed = await db.delete(savedSearches).where(owned(userId, id)).returning({ id: savedSearches.id });
  return removed.length > 0;
}

/** Turns alerts off for one search, or for every search of a user; returns the names affected. */
export async function disableAlerts(db: Db, target: { searchId: string } | { userId: string }, now: Date) {
  const where =
    'searchId' in target ? eq(savedSearches.id, target.searchId) : eq(savedSearches.userId, target.userId);
  return db
    .update(savedSearches)
    .set({ alertsEnabled: false, updatedAt: now })
    .where(where)
    .returning({ name: savedSearches.name });
}

/** Dashboards show "99+" past this, so counting further is wasted work. */
export const NEW_MATCH_CAP = 100;

/** Listings matching `where` that appeared after `since`, counted up to NEW_MATCH_CAP. */
export async function countNewMatches(db: Db, where: SQL, since: Date) {
  const capped = db
    .select({ one: sql`1` })
    .from(properties)
    .where(and(where, gt(properties.createdAt, since)))
    .limit(NEW_MATCH_CAP)
    .as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}
