import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import type { NewPropertyRow, PropertyRow } from '../properties/properties.repository';

/** A listing's fields as the owner sets them (id, owner, status and timestamps are the server's). */
export type ListingFields = Omit<NewPropertyRow, 'id' | 'ownerId' | 'status' | 'createdAt' | 'updatedAt'>;

const ownedBy = (userId: string, id: string) => and(eq(properties.id, id), eq(properties.ownerId, userId));

export async function ownListings(db: Db, userId: string): Promise<PropertyRow[]> {
  return db
    .select()
    .from(properties)
    .where(eq(properties.ownerId, userId))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}

export async function insertListing(db: Db, userId: string, fields: ListingFields): Promise<PropertyRow> {
  const [row] = await db
    .insert(properties)
    .values({ ...fields, ownerId: userId, status: 'available' })
    .returning();
  return row!;
}

/** Updates the listing if the user owns it; undefined otherwise (missing and not theirs look the same). */
export async function updateOwnListing(
  db: Db,
  userId: string,
  id: string,
  fields: ListingFields,
  now: Date,
): Promise<PropertyRow | undefined> {
  const [row] = await db
    .update(properties)
    .set({ ...fields, updatedAt: now })
    .where(ownedBy(userId, id))
    .returning();
  return row;
}

/** Deletes the listing if the user owns it; its favourites, views and stats go with it (foreign keys). */
export async function deleteOwnListing(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(properties).where(ownedBy(userId, id)).returning({ id: properties.id });
  return deleted.length > 0;
}
