import type { FastifyRequest } from 'fastify';

/**
 * Where a session token travels: the `hh_session` cookie (`__Host-` prefixed over HTTPS) or, for
 * API clients, the X-Auth-Token header. Sessions themselves belong to the auth module
 * (`modules/auth/session.plugin.ts`); the names live here because the cross-site check reads them too.
 */
export const AUTH_HEADER = 'x-auth-token';
/** A browser's random id, kept across sign-ins so "clear sessions" can end every session of that browser. */
export const BROWSER_COOKIE = 'hh_browser';
/** Longer than any token this server issues: anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 128;

export function sessionCookieName(secure: boolean) {
  return secure ? '__Host-hh_session' : 'hh_session';
}

/** The token in the X-Auth-Token header, when it has a plausible length. */
export function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers[AUTH_HEADER];
  return typeof header === 'string' && header.length > 0 && header.length <= MAX_TOKEN_LENGTH
    ? header
    : undefined;
}

/** The token in the session cookie, when it has a plausible length. */
export function cookieToken(request: FastifyRequest, secure: boolean): string | undefined {
  const cookie = request.cookies[sessionCookieName(secure)];
  return cookie && cookie.length <= MAX_TOKEN_LENGTH ? cookie : undefined;
}
