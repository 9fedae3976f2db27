import { authMessages, type ChangeEmailInput, type UpdateProfileInput } from '@contracts/auth';
import { emailVerificationTokens } from '../../db/schema/index';
import { badRequest, invalidCredentials } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { emailChangedNotice, newEmailVerificationEmail, verificationEmail } from './auth-emails';
import { type AuthDeps, VERIFICATION_TTL_MS } from './auth.service';
import { issueOneTimeToken, retireOneTimeTokens } from './one-time-tokens.repository';
import { updateUser, type UserRow } from './users.repository';

/** The account's own changes from /account: names, e-mail address, a fresh verification link. */

export async function updateProfile(deps: AuthDeps, user: UserRow, input: UpdateProfileInput) {
  return (await updateUser(deps.db, user.id, input, deps.now()))!;
}

/**
 * Moves the account to a new address, which must then be verified again: links sent earlier (to
 * the old address) stop working, the new address gets its own, and the old one is told. The
 * unique index answers a taken address with 409, also when two accounts race for it.
 */
export async function changeEmail(deps: AuthDeps, user: UserRow, input: ChangeEmailInput) {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw invalidCredentials(authMessages.currentPasswordWrong, 400);
  if (input.email.toLowerCase() === user.email.toLowerCase()) throw badRequest(authMessages.sameEmail);
  const now = deps.now();
  const { updated, token } = await deps.db.transaction(async (tx) => {
    const changed = (await updateUser(tx, user.id, { email: input.email, emailVerified: false }, now))!;
    await retireOneTimeTokens(tx, emailVerificationTokens, user.id, now);
    return {
      updated: changed,
      token: await issueOneTimeToken(tx, emailVerificationTokens, user.id, VERIFICATION_TTL_MS, now),
    };
  });
  const { publicUrl } = deps.config;
  deps.mailer.sendLater(async () => newEmailVerificationEmail(updated, publicUrl, token));
  deps.mailer.sendLater(async () => emailChangedNotice(updated, user.email, publicUrl, now));
  return updated;
}

/** A new verification link for an address not verified yet; earlier links stop working. */
export async function resendVerification(deps: AuthDeps, user: UserRow) {
  if (user.emailVerified) throw badRequest(authMessages.alreadyVerified);
  const now = deps.now();
  const token = await deps.db.transaction(async (tx) => {
    await retireOneTimeTokens(tx, emailVerificationTokens, user.id, now);
    return issueOneTimeToken(tx, emailVerificationTokens, user.id, VERIFICATION_TTL_MS, now);
  });
  deps.mailer.sendLater(async () => verificationEmail(user, deps.config.publicUrl, token));
}
