import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { emailVerificationTokens, passwordResetTokens } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';

/** Both single-use token tables share one shape (see tokenColumns in the schema). */
export type OneTimeTokenTable = typeof passwordResetTokens | typeof emailVerificationTokens;

/** Stores only the SHA-256 of a fresh token and returns the token itself, for the e-mailed link. */
export async function issueOneTimeToken(
  db: Db,
  table: OneTimeTokenTable,
  userId: string,
  ttlMs: number,
  now: Date,
) {
  const token = newToken();
  await db
    .insert(table)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/**
 * Marks an unused, unexpired token used and returns its user. One UPDATE does check and use, so
 * two requests racing with the same link cannot both succeed.
 */
export async function consumeOneTimeToken(
  db: Db,
  table: OneTimeTokenTable,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ userId: table.userId });
  return row?.userId;
}

/** Retires every outstanding token of a user, e.g. older reset links once the password changed. */
export async function retireOneTimeTokens(db: Db, table: OneTimeTokenTable, userId: string, now: Date) {
  await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}
