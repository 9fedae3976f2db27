import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, uploads, users } from '../../db/schema/index';
import { containsText } from './admin-list';

/** The Users tab's search: username, e-mail, first or last name. */
export const userSearch = (q: string | undefined) =>
  containsText([users.username, users.email, users.firstName, users.lastName], q);

/**
 * Names of the user's uploaded photos, and of any photo on their listings. Their rows only lose
 * their user and listing when the account goes (ON DELETE SET NULL), because the files must be
 * removed before the rows that point to them.
 */
export async function uploadNamesOfUser(db: Db, userId: string): Promise<string[]> {
  const theirListings = db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.ownerId, userId));
  const rows = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(or(eq(uploads.userId, userId), inArray(uploads.propertyId, theirListings)));
  return rows.map((row) => row.name);
}
