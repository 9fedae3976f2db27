import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, userFavorites } from '../../db/schema/index';

const ofUser = (userId: string, propertyId: string) =>
  and(eq(userFavorites.userId, userId), eq(userFavorites.propertyId, propertyId));

export async function isFavorite(db: Db, userId: string, propertyId: string) {
  const [row] = await db
    .select({ id: userFavorites.id })
    .from(userFavorites)
    .where(ofUser(userId, propertyId))
    .limit(1);
  return row !== undefined;
}

/**
 * Flips the favourite in one transaction: removes it when present, else adds it. The unique
 * (user, property) index makes a concurrent double add a no-op rather than a duplicate.
 */
export async function toggleFavorite(db: Db, userId: string, propertyId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(userFavorites)
      .where(ofUser(userId, propertyId))
      .returning({ id: userFavorites.id });
    if (removed.length > 0) return false;
    await tx.insert(userFavorites).values({ userId, propertyId }).onConflictDoNothing();
    return true;
  });
}

/** The user's saved listings with when they were saved and their note, most recently saved first. */
export async function favoriteProperties(db: Db, userId: string) {
  return db
    .select({ property: properties, savedAt: userFavorites.createdAt, note: userFavorites.note })
    .from(userFavorites)
    .innerJoin(properties, eq(properties.id, userFavorites.propertyId))
    .where(eq(userFavorites.userId, userId))
    .orderBy(desc(userFavorites.createdAt), desc(userFavorites.id));
}

/** Those of `propertyIds` the user saved, in no particular order. */
export async function savedAmong(db: Db, userId: string, propertyIds: string[]) {
  const rows = await db
    .select({ property: properties })
    .from(userFavorites)
    .innerJoin(properties, eq(properties.id, userFavorites.propertyId))
    .where(and(eq(userFavorites.userId, userId), inArray(userFavorites.propertyId, propertyIds)));
  return rows.map((row) => row.property);
}

/** Sets the note on a saved home; false when the user has not saved it. */
export async function setNote(db: Db, userId: string, propertyId: string, note: string | null) {
  const updated = await db
    .update(userFavorites)
    .set({ note })
    .where(ofUser(userId, propertyId))
    .returning({ id: userFavorites.id });
  return updated.length > 0;
}
