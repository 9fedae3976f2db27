import { conflict } from '../plugins/error-handler';

/**
 * A unique-index violation named in `messages` as a 409 with that index's message; any other error
 * unchanged. Drizzle wraps driver errors; PGlite and node-postgres both put code and constraint on
 * the cause. Letting the index decide means two racing requests get a 409, never a 500.
 */
export function uniqueViolationAsConflict(err: unknown, messages: Record<string, string>): unknown {
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause;
  const message = cause?.code === '23505' && cause.constraint ? messages[cause.constraint] : undefined;
  return message ? conflict(message) : err;
}

/** Whether an error, straight from a driver or wrapped by Drizzle, is a unique-index violation. */
export function isUniqueViolation(err: unknown): boolean {
  const error = err as { code?: string; cause?: { code?: string } } | undefined;
  return error?.code === '23505' || error?.cause?.code === '23505';
}
