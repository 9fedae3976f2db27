import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  usernameSchema,
} from '@contracts/auth';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { HttpError } from '../../lib/http-error';
import type { UserRow } from './users.repository';
import { findUserByEmail, insertUser, isUsernameTaken, updateUser } from './users.repository';

const adminAccountSchema = z.object({
  email: z
    .email({ message: 'email must be a valid e-mail address' })
    .max(100, { message: 'email is too long' }),
  password: z
    .string()
    .min(PASSWORD_MIN, { message: `password must be at least ${PASSWORD_MIN} characters` })
    .max(PASSWORD_MAX, { message: `password must be at most ${PASSWORD_MAX} characters` }),
  username: usernameSchema.optional(),
  firstName: z
    .string()
    .trim()
    .min(1)
    .max(NAME_MAX, { message: `first name must be at most ${NAME_MAX} characters` })
    .optional(),
  lastName: z
    .string()
    .trim()
    .min(1)
    .max(NAME_MAX, { message: `last name must be at most ${NAME_MAX} characters` })
    .optional(),
});
export type AdminAccountInput = z.input<typeof adminAccountSchema>;

export interface AdminAccountResult {
  /** created: new account; promoted: an existing user became admin; updated: already admin, password set. */
  action: 'created' | 'promoted' | 'updated';
  user: UserRow;
}

/** Checks an administrator's details; throws an Error listing what is wrong. */
export function parseAdminAccount(raw: AdminAccountInput) {
  const parsed = adminAccountSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid admin account: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return parsed.data;
}

/**
 * Makes sure an administrator with this e-mail exists and has this password. Used at start-up
 * (ADMIN_EMAIL / ADMIN_PASSWORD) and by `npm run create-admin`; throws a readable Error on bad input.
 */
export async function ensureAdminAccount(db: Db, raw: AdminAccountInput): Promise<AdminAccountResult> {
  const input = parseAdminAccount(raw);
  const passwordHash = await hashPassword(input.password);
  const names = { firstName: input.firstName, lastName: input.lastName };

  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    const user = await updateUser(db, existing.id, {
      ...names,
      isAdmin: true,
      passwordHash,
      emailVerified: true,
    });
    return { action: existing.isAdmin ? 'updated' : 'promoted', user: user! };
  }

  if (input.username && (await isUsernameTaken(db, input.username))) {
    throw new Error(`Username "${input.username}" is already taken by another account; choose another one.`);
  }
  const username = input.username ?? (await freeUsername(db, usernameFromEmail(input.email)));
  try {
    const user = await insertUser(db, {
      ...names,
      username,
      email: input.email,
      passwordHash,
      isAdmin: true,
      emailVerified: true,
    });
    return { action: 'created', user };
  } catch (err) {
    // Another server starting at the same moment created it first: the update path finishes the job.
    if (err instanceof HttpError && err.statusCode === 409) return ensureAdminAccount(db, raw);
    throw err;
  }
}

/** The part of the e-mail before '@', reduced to the characters a username may hold. */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '');
  const base = local.length >= USERNAME_MIN ? local : `admin${local}`;
  return base.slice(0, USERNAME_MAX);
}

/** `base`, or `base2`, `base3` ... (shortened to fit) when taken. */
async function freeUsername(db: Db, base: string): Promise<string> {
  let candidate = base;
  for (let n = 2; await isUsernameTaken(db, candidate); n++) {
    candidate = `${base.slice(0, USERNAME_MAX - String(n).length)}${n}`;
  }
  return candidate;
}

/** Start-up: when ADMIN_EMAIL and ADMIN_PASSWORD are set, that administrator exists. */
export async function ensureAdminFromConfig(app: FastifyInstance) {
  const admin = app.config.admin;
  if (!admin) return;
  const { action, user } = await ensureAdminAccount(app.db, admin);
  app.log.info({ action, email: user.email, username: user.username }, `administrator account ${action}`);
}
