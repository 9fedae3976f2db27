import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { uniqueViolationAsConflict } from '../../lib/pg-errors';
import { authMessages } from '@contracts/auth';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const lower = (value: string) => sql`lower(${value}::text)`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${lower(email)}`)
    .limit(1);
  return row;
}

/** Username match first; an identifier with '@' may also be an e-mail (one field on the login form). */
export async function findUserByUsernameOrEmail(db: Db, identifier: string): Promise<UserRow | undefined> {
  const byUsername = sql`lower(${users.username}) = ${lower(identifier)}`;
  const match = identifier.includes('@')
    ? sql`(${byUsername} or lower(${users.email}) = ${lower(identifier)})`
    : byUsername;
  const [row] = await db
    .select()
    .from(users)
    .where(match)
    .orderBy(sql`${byUsername} desc`)
    .limit(1);
  return row;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${lower(username)}`)
    .limit(1);
  return row !== undefined;
}

/** Inserts a user; the case-insensitive unique indexes decide, so two racing sign-ups get a 409, not a 500. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(user).returning();
    return row!;
  } catch (err) {
    throw uniqueViolationAsConflict(err, CONSTRAINT_MESSAGES);
  }
}

/**
 * Changes a user; `now` (the app's clock) stamps updated_at. Without it (the create-admin CLI has
 * no app) the database's clock does, as it stamps created_at.
 */
export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<NewUser>,
  now?: Date,
): Promise<UserRow | undefined> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: now ?? sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  } catch (err) {
    // A new e-mail (or username) someone else holds: the index decides, so races get a 409 too.
    throw uniqueViolationAsConflict(err, CONSTRAINT_MESSAGES);
  }
}

/** Sessions, tokens, favourites, views, searches and listings go with the user (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const removed = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return removed.length > 0;
}

/** Users matching `where` (all by default), newest first; the id breaks ties so pages never overlap. */
export async function listUsersNewestFirst(
  db: Db,
  where?: SQL,
  window?: { limit: number; offset: number },
): Promise<UserRow[]> {
  const query = db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countUsers(db: Db, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return Number(row?.total ?? 0);
}

const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_username_lower_idx: authMessages.usernameTaken,
  users_email_lower_idx: authMessages.emailTaken,
};
