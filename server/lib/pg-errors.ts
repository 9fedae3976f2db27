import { conflict, HttpError } from './http-error';

/**
 * The one reader of PostgreSQL error codes (SQLSTATE). Drizzle wraps driver errors, and PGlite and
 * node-postgres both put `code` and `constraint` on the error they throw, so every helper looks
 * through the `cause` chain.
 */

/** The codes the server tells apart (PostgreSQL manual, appendix A). */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** Class 22, data exception: a NUL byte in text, a number out of range, a malformed date... */
  dataExceptionClass: '22',
} as const;

/** What a request is answered while the database cannot serve it (503, decision 0016). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable, try again shortly';
/** Seconds a client is asked to wait: about as long as the pool's connection timeout. */
const RETRY_AFTER_SECONDS = '5';

/**
 * SQLSTATEs of a database that cannot serve now rather than of a bad request: class 08
 * (connection exception), class 53 (insufficient resources: too many connections, disk full),
 * 57014 (statement_timeout cancelled it), 57P01-57P03 (shutting down, crashed, starting up).
 */
const UNAVAILABLE_STATE = /^(08|53)[0-9A-Z]{3}$|^57014$|^57P0[1-3]$/;
/** Node's codes for a server that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool carry no code for these: a connection or answer that did not come, a closed connection. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** The error and its causes, as deep as Drizzle and the driver wrap them. */
function* causeChain(err: unknown) {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  )
    yield e as { code?: unknown; message?: unknown };
}

/** Whether the database could not be reached, stopped answering, or refused for its own state. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causeChain(err)) {
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** The 503 a request gets while the database cannot serve it. */
export const databaseUnavailable = () =>
  new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, { headers: { 'Retry-After': RETRY_AFTER_SECONDS } });

/** That 503 when the error says the database cannot serve; undefined for any other error. */
export const databaseUnavailableAsHttpError = (err: unknown): HttpError | undefined =>
  isDatabaseUnavailable(err) ? databaseUnavailable() : undefined;

/** The PostgreSQL error itself (the first in the `cause` chain that carries a SQLSTATE), if any. */
function postgresError(err: unknown): { code: string; constraint?: string } | undefined {
  for (const e of causeChain(err)) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return undefined;
}

/** SQLSTATE of a PostgreSQL error, also when a driver or Drizzle wrapped it as `cause`. */
export const sqlState = (err: unknown): string | undefined => postgresError(err)?.code;

/** Whether an error, straight from a driver or wrapped by Drizzle, is a unique-index violation. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === SQLSTATE.uniqueViolation;

/** A row referring to something deleted meanwhile (a foreign key that no longer finds its row). */
export const isForeignKeyViolation = (err: unknown) => sqlState(err) === SQLSTATE.foreignKeyViolation;

/** A value the database cannot store: the client's input, not the server's fault. */
export const isDataException = (err: unknown) =>
  sqlState(err)?.startsWith(SQLSTATE.dataExceptionClass) ?? false;

/**
 * A unique-index violation named in `messages` as a 409 with that index's message; any other error
 * unchanged. Letting the index decide means two racing requests get a 409, never a 500.
 */
export function uniqueViolationAsConflict(err: unknown, messages: Record<string, string>): unknown {
  const pgError = postgresError(err);
  const message =
    pgError?.code === SQLSTATE.uniqueViolation && pgError.constraint
      ? messages[pgError.constraint]
      : undefined;
  return message ? conflict(message) : err;
}
