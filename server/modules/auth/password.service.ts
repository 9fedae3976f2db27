import { authMessages, type ChangePasswordInput, type ResetPasswordInput } from '@contracts/auth';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../lib/password';
import { invalidCredentials, invalidToken } from '../../lib/http-error';
import { passwordResetEmail } from './auth-emails';
import type { AuthDeps } from './auth.service';
import { consumeOneTimeToken, issueOneTimeToken, retireOneTimeTokens } from './one-time-tokens.repository';
import { deleteUserSessions } from './sessions.repository';
import { findUserByEmail, updateUser, type UserRow } from './users.repository';

export const RESET_TTL_MS = 3_600_000;

/**
 * Looks the e-mail up and sends the link without the caller waiting, so known and unknown
 * addresses get the same answer in the same time.
 */
export function requestPasswordReset(deps: AuthDeps, email: string) {
  deps.mailer.sendLater(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user) return null;
    const token = await issueOneTimeToken(deps.db, passwordResetTokens, user.id, RESET_TTL_MS, deps.now());
    return passwordResetEmail(user, deps.config.publicUrl, token);
  });
}

/** Uses the token once, sets the password, and signs the account out everywhere. */
export async function resetPassword(db: Db, input: ResetPasswordInput, now: Date) {
  const passwordHash = await hashPassword(input.newPassword);
  const done = await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, passwordResetTokens, input.token, now);
    if (!userId) return false;
    await setPassword(tx, userId, passwordHash, now);
    await deleteUserSessions(tx, userId);
    return true;
  });
  if (!done) throw invalidToken(authMessages.resetLinkInvalid);
}

/** Keeps the session making the change and ends every other one. */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentTokenHash: string,
  input: ChangePasswordInput,
  now: Date,
) {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalidCredentials(authMessages.currentPasswordWrong, 400);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash, now);
    await deleteUserSessions(tx, user.id, currentTokenHash);
  });
}

/** A new password also retires reset links still in someone's inbox. */
async function setPassword(db: Db, userId: string, passwordHash: string, now: Date) {
  await updateUser(db, userId, { passwordHash }, now);
  await retireOneTimeTokens(db, passwordResetTokens, userId, now);
}
