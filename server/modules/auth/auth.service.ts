import type { FastifyInstance } from 'fastify';
import { authMessages, type LoginRequest, type RegisterInput } from '@contracts/auth';
import type { Db } from '../../db/client';
import { emailVerificationTokens } from '../../db/schema/index';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { forbidden, invalidCredentials, invalidToken } from '../../lib/http-error';
import type { UserRow } from './users.repository';
import { verificationEmail } from './auth-emails';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.repository';
import {
  deleteUser,
  findUserByEmail,
  findUserByUsernameOrEmail,
  insertUser,
  updateUser,
} from './users.repository';

export type AuthDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'now'>;

export const VERIFICATION_TTL_MS = 24 * 3_600_000;

/** Creates the account and its verification token together, then e-mails the link. */
export async function registerUser(deps: AuthDeps, input: RegisterInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const { user, token } = await deps.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      username: input.username,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    return {
      user: created,
      token: await issueOneTimeToken(
        tx,
        emailVerificationTokens,
        created.id,
        VERIFICATION_TTL_MS,
        deps.now(),
      ),
    };
  });
  deps.mailer.sendLater(async () => verificationEmail(user, deps.config.publicUrl, token));
  return user;
}

/** The account a sign-in names, by e-mail or by username (which may also be an e-mail). */
export async function findLoginAccount(db: Db, input: LoginRequest): Promise<UserRow | undefined> {
  return input.email ? findUserByEmail(db, input.email) : findUserByUsernameOrEmail(db, input.username ?? '');
}

/** The same 401 (and about the same time) whether the account is missing or the password wrong. */
export async function checkPassword(user: UserRow | undefined, password: string): Promise<UserRow> {
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) throw invalidCredentials(authMessages.invalidCredentials);
  return user;
}

export async function verifyEmail(db: Db, token: string, now: Date) {
  const verified = await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, emailVerificationTokens, token, now);
    return userId ? updateUser(tx, userId, { emailVerified: true }, now) : undefined;
  });
  if (!verified) throw invalidToken(authMessages.verificationFailed);
}

/**
 * Removes the account and, through the foreign keys, everything that belongs to it. DESIGN 5: an
 * administrator never deletes themself, here or in the admin panel (the site keeps its admin).
 */
export async function deleteAccount(db: Db, user: UserRow, password: string) {
  if (user.isAdmin) throw forbidden(authMessages.adminCannotRemoveSelf);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw invalidCredentials(authMessages.incorrectPassword, 400);
  await deleteUser(db, user.id);
}
