import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import type { NewPropertyRow, PropertyRow } from '../properties/properties.repository';

/** A listing's fields as the owner sets them (id, owner, status and timestamps are the server's). */
export type ListingFields = Omit<NewPropertyRow, 'id' | 'ownerId' | 'status' | 'createdAt' | 'updatedAt'>;

const ownedBy = (userId: string, id: string) => and(eq(properties.id, id), eq(properties.ownerId, userId));

/** Listings matching `where` (all by default), newest first. */
export async function listingsNewestFirst(db: Db, where?: SQL): Promise<PropertyRow[]> {
  return db.select().from(properties).where(where).orderBy(desc(properties.createdAt), desc(properties.id));
}

export const ownListings = (db: Db, userId: string) =>
  listingsNewestFirst(db, eq(properties.ownerId, userId));

export async function insertListing(db: Db, userId: string, fields: ListingFields): Promise<PropertyRow> {
  const [row] = await db
    .insert(properties)
    .values({ ...fields, ownerId: userId, status: 'available' })
    .returning();
  return row!;
}

/** Changes to a listing; fields left undefined keep their values. */
export type ListingChanges = Partial<ListingFields> & { status?: string };

async function updateListingWhere(db: Db, where: SQL | undefined, changes: ListingChanges, now: Date) {
  const [row] = await db
    .update(properties)
    .set({ ...changes, updatedAt: now })
    .where(where)
    .returning();
  return row;
}

/** Updates the listing if the user owns it; undefined otherwise (missing and not theirs look the same). */
export const updateOwnListing = (db: Db, userId: string, id: string, fields: ListingFields, now: Date) =>
  updateListingWhere(db, ownedBy(userId, id), fields, now);

/** Updates any listing (the admin's edit); undefined when there is none with this id. */
export const updateAnyListing = (db: Db, id: string, changes: ListingChanges, now: Date) =>
  updateListingWhere(db, eq(properties.id, id), changes, now);

/** Its favourites, views, stats, price changes and notices go with a listing (ON DELETE CASCADE). */
async function deleteListingWhere(db: Db, where: SQL | undefined): Promise<boolean> {
  const deleted = await db.delete(properties).where(where).returning({ id: properties.id });
  return deleted.length > 0;
}

/** Deletes the listing if the user owns it. */
export const deleteOwnListing = (db: Db, userId: string, id: string) =>
  deleteListingWhere(db, ownedBy(userId, id));

/** Deletes any listing (the admin's delete). */
export const deleteAnyListing = (db: Db, id: string) => deleteListingWhere(db, eq(properties.id, id));
