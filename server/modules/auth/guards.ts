import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/http-error';
import { ipKey, userKey } from '../../plugins/rate-limit';
import type { UserRow } from './users.repository';

/*
 * What other modules use of the signed-in user: route guards, the user itself, and rate-limit keys.
 * The session behind them is looked up once per request by session.plugin.ts (`request.getSession()`).
 */

/*
 * Guards are `onRequest` hooks, on a route (`onRequest: requireUser`) or a whole module
 * (`app.addHook('onRequest', requireAdmin)`), and nowhere else. They answer before the body is read,
 * so a refused caller gets 401/403, never a 400 or 413 for the body. Not `preParsing`: a route's own
 * preParsing runs after the decompression hook, so a guard waiting on the database there let a
 * broken compressed body fail unheard, and the request never ended (issue 19).
 */

/** Guard hook: 401 unless signed in. */
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
