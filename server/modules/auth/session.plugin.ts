import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { BROWSER_COOKIE, cookieToken, headerToken, sessionCookieName } from '../../lib/session-token';
import { hashToken, newToken } from '../../lib/tokens';
import {
  deleteSession,
  findLiveSession,
  insertSession,
  purgeExpiredSessions,
  touchSession,
} from './sessions.repository';
import type { UserRow } from './users.repository';

export interface SessionContext {
  user: UserRow;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's session, or null; looked up once per request, on first use. */
    getSession(): Promise<SessionContext | null>;
  }
}

/** Refreshing last_seen_at on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;
/** Expired rows are already ignored at lookup; purging only keeps the table small. */
const PURGE_INTERVAL_MS = 15 * 60_000;
/** Any fixed number not taken by another lock (727_001 migrations, 727_002 alerts, 727_003 sold update). */
const SESSION_PURGE_LOCK_ID = 727_004;

function isSecure(request: FastifyRequest) {
  return request.server.config.publicUrl.startsWith('https:');
}

/** The header wins over the cookie: an API client says which session it means. */
const presentedToken = (request: FastifyRequest) =>
  headerToken(request) ?? cookieToken(request, isSecure(request));

/** The browser's random id from its cookie, when it has a well-formed one. */
export function presentedBrowserId(request: FastifyRequest): string | undefined {
  const browserId = request.cookies[BROWSER_COOKIE];
  return browserId && /^[A-Za-z0-9_-]{20,64}$/.test(browserId) ? browserId : undefined;
}

/** Hash of the token the request presents (header or cookie), whether or not its session is live. */
export function presentedTokenHash(request: FastifyRequest): string | undefined {
  const token = presentedToken(request);
  return token ? hashToken(token) : undefined;
}

async function loadSession(request: FastifyRequest): Promise<SessionContext | null> {
  const tokenHash = presentedTokenHash(request);
  if (!tokenHash) return null;
  const { db, config } = request.server;
  const now = request.server.now();
  const session = await findLiveSession(db, tokenHash, config.sessionIdleMs, now);
  if (!session) return null;
  // Never touch less often than half the idle limit, or a short limit would end busy sessions.
  if (now.getTime() - session.lastSeenAt.getTime() > Math.min(TOUCH_INTERVAL_MS, config.sessionIdleMs / 2)) {
    await touchSession(db, tokenHash, now);
  }
  return { user: session.user, tokenHash };
}

/**
 * Starts a new session for the user (a fresh token on every login), ends the one the request
 * presented, if any, and sets the cookies.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string) {
  const { db, config } = request.server;
  const secure = isSecure(request);
  const previous = presentedTokenHash(request);
  if (previous) await deleteSession(db, previous);
  const token = newToken();
  const browserId = presentedBrowserId(request) ?? newToken();
  const now = request.server.now();
  const expiresAt = new Date(now.getTime() + config.sessionMaxMs);
  await insertSession(
    db,
    {
      tokenHash: hashToken(token),
      userId,
      browserId,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      ipAddress: request.ip,
      expiresAt,
    },
    now,
  );
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  reply.setCookie(sessionCookieName(secure), token, { ...base, expires: expiresAt });
  reply.setCookie(BROWSER_COOKIE, browserId, { ...base, maxAge: 400 * 86_400 });
  return token;
}

export function clearSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  options = { browser: false },
) {
  const secure = isSecure(request);
  reply.clearCookie(sessionCookieName(secure), { path: '/', secure });
  if (options.browser) reply.clearCookie(BROWSER_COOKIE, { path: '/', secure });
}

export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    const cache = sessionCache.get(this);
    if (cache) return cache;
    const pending = loadSession(this);
    sessionCache.set(this, pending);
    return pending;
  });

  schedulePeriodicJob(app, {
    name: 'expired-session purge',
    intervalMs: PURGE_INTERVAL_MS,
    // One instance purges for all: the others would only wait on the same rows.
    lock: { database: app.database, id: SESSION_PURGE_LOCK_ID },
    failureLevel: 'warn',
    run: async () => {
      await purgeExpiredSessions(app.db, app.config.sessionIdleMs, app.now());
    },
  });
});

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionContext | null>>();
