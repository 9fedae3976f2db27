import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/http-error';
import { ipKey, userKey } from '../../plugins/rate-limit';
import type { UserRow } from './users.repository';

/*
 * What other modules use of the signed-in user: route guards, the user itself, and rate-limit keys.
 * The session behind them is looked up once per request by session.plugin.ts (`request.getSession()`).
 */

/** Guard hook: 401 unless signed in. As preParsing it answers before the body is read or checked. */
export async function requireUser(request: FastifyRequest) {
  if (!(await request.getSession())) throw unauthorized();
}

/** Guard hook: 401 unless signed in, 403 unless an administrator. */
export async function requireAdmin(request: FastifyRequest) {
  const session = await request.getSession();
  if (!session) throw unauthorized();
  if (!session.user.isAdmin) throw forbidden();
}

/** The signed-in user; only call after requireUser/requireAdmin ran. */
export async function currentUser(request: FastifyRequest): Promise<UserRow> {
  const session = await request.getSession();
  if (!session) throw unauthorized();
  return session.user;
}

/** Rate-limit keys: the client's network, and the signed-in user's account when there is one. */
export async function addressAndUserKeys(request: FastifyRequest) {
  const session = await request.getSession();
  return session ? [ipKey(request), userKey(session.user.id)] : [ipKey(request)];
}
