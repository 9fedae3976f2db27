import { and, eq, gt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { UserRow } from './users.repository';

/**
 * Session rows. A session lives until its absolute expiry (`expires_at`) or until it has been idle
 * for `idleMs`; every time here comes from the caller, so tests can move the clock instead of waiting.
 */

export interface LiveSession {
  user: UserRow;
  lastSeenAt: Date;
}

/** The session with this token hash and its user, unless it has expired or gone idle by `now`. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  idleMs: number,
  now: Date,
): Promise<LiveSession | null> {
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Db, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export interface NewSession {
  tokenHash: string;
  userId: string;
  browserId: string;
  userAgent: string | null;
  ipAddress: string;
  expiresAt: Date;
}

export async function insertSession(db: Db, session: NewSession, now: Date) {
  await db.insert(sessions).values({ ...session, createdAt: now, lastSeenAt: now });
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but `exceptTokenHash` (the one making the request). */
export async function deleteUserSessions(db: Db, userId: string, exceptTokenHash?: string) {
  const ofUser = eq(sessions.userId, userId);
  await db
    .delete(sessions)
    .where(exceptTokenHash ? and(ofUser, ne(sessions.tokenHash, exceptTokenHash)) : ofUser);
}

export async function deleteBrowserSessions(db: Db, browserId: string) {
  await db.delete(sessions).where(eq(sessions.browserId, browserId));
}

/** Removes sessions past their absolute or idle expiry; returns how many went. */
export async function purgeExpiredSessions(db: Db, idleMs: number, now: Date) {
  const idleCutoff = new Date(now.getTime() - idleMs);
  const removed = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleCutoff)))
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}
