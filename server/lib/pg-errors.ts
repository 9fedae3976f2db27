import { conflict } from './http-error';

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

/** The PostgreSQL error itself (the first in the `cause` chain that carries a SQLSTATE), if any. */
function postgresError(err: unknown): { code: string; constraint?: string } | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
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
