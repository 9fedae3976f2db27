import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error';
import { headerToken, sessionCookieName } from '../lib/session-token';

export const CROSS_SITE_MESSAGE =
  'Cross-site request refused: this action can only be taken on the site itself.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) that a browser sent from a page of
 * another site: cookie CSRF, and login CSRF before any cookie exists. SameSite=Lax cookies stay as
 * a second layer. The rule (docs/decisions/0006-request-origin-and-rate-limits.md):
 *  - a client signing in with X-Auth-Token and no session cookie passes: browsers cannot send that
 *    header across sites without a CORS preflight, which this server never grants;
 *  - an `Origin` header must be PUBLIC_URL's origin, one of ALLOWED_ORIGINS, or the origin the
 *    request was addressed to (its Host), which covers the Vite dev server's proxy;
 *  - without `Origin`, `Sec-Fetch-Site: cross-site` or `same-site` is refused;
 *  - with neither header the client is not a browser (curl, scripts) and passes.
 */
export const crossSitePlugin = fp(async (app) => {
  const { publicUrl, allowedOrigins } = app.config;
  const trusted = new Set([new URL(publicUrl).origin, ...allowedOrigins]);
  const sessionCookie = sessionCookieName(publicUrl.startsWith('https:'));

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || isTokenClient(request, sessionCookie)) return;
    if (fromAnotherSite(request, trusted)) throw forbidden(CROSS_SITE_MESSAGE);
  });
});

function isTokenClient(request: FastifyRequest, sessionCookie: string) {
  return headerToken(request) !== undefined && request.cookies[sessionCookie] === undefined;
}

function fromAnotherSite(request: FastifyRequest, trusted: Set<string>) {
  const { origin, host } = request.headers;
  if (origin !== undefined) return !trusted.has(origin) && !isOriginOfHost(origin, host);
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/** A page's own origin: the browser wrote both headers, so a page elsewhere cannot make them agree. */
function isOriginOfHost(origin: string, host: string | undefined) {
  return host !== undefined && URL.canParse(origin) && new URL(origin).host === host.toLowerCase();
}
