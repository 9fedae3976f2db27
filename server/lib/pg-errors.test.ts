import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import {
  databaseUnavailableAsHttpError,
  isDatabaseUnavailable,
  isDataException,
  isForeignKeyViolation,
  isUniqueViolation,
  SQLSTATE,
  sqlState,
  uniqueViolationAsConflict,
} from './pg-errors';

const { uniqueViolation: UNIQUE, foreignKeyViolation: FOREIGN_KEY } = SQLSTATE;

/** As Drizzle throws them: the driver's error (code, constraint) as the cause of its own. */
const wrapped = (code: string, constraint?: string) =>
  new Error('Failed query: insert ...', {
    cause: Object.assign(new Error('duplicate'), { code, constraint }),
  });

describe('PostgreSQL error codes', () => {
  it('reads the SQLSTATE straight from a driver error or through the cause chain', () => {
    expect(sqlState(Object.assign(new Error('x'), { code: UNIQUE }))).toBe(UNIQUE);
    expect(sqlState(wrapped(FOREIGN_KEY))).toBe(FOREIGN_KEY);
    expect(sqlState(new Error('x', { cause: wrapped('22P02') }))).toBe('22P02');
    expect(sqlState(new Error('plain'))).toBeUndefined();
    // Not a SQLSTATE: Node's and Fastify's own codes.
    expect(sqlState(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(sqlState(undefined)).toBeUndefined();
  });

  it('tells unique and foreign-key violations and data exceptions apart', () => {
    expect([isUniqueViolation(wrapped(UNIQUE)), isForeignKeyViolation(wrapped(UNIQUE))]).toEqual([
      true,
      false,
    ]);
    expect([isUniqueViolation(wrapped(FOREIGN_KEY)), isForeignKeyViolation(wrapped(FOREIGN_KEY))]).toEqual([
      false,
      true,
    ]);
    expect(isDataException(wrapped('22021'))).toBe(true);
    expect(isDataException(wrapped(UNIQUE))).toBe(false);
  });

  it("turns a named index's violation into a 409 with its message, and leaves other errors alone", () => {
    const messages = { users_email_unique: 'An account with this email already exists' };
    const answer = uniqueViolationAsConflict(wrapped(UNIQUE, 'users_email_unique'), messages);
    expect(answer).toBeInstanceOf(HttpError);
    expect(answer).toMatchObject({ statusCode: 409, message: messages.users_email_unique });
    const otherIndex = wrapped(UNIQUE, 'another_idx');
    expect(uniqueViolationAsConflict(otherIndex, messages)).toBe(otherIndex);
    const foreignKey = wrapped(FOREIGN_KEY, 'users_email_unique');
    expect(uniqueViolationAsConflict(foreignKey, messages)).toBe(foreignKey);
  });

  it('tells a database that cannot serve from a request it refuses', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    for (const err of [
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Query read timeout'),
      new Error('Failed query: select 1', { cause: coded('ECONNREFUSED') }),
      wrapped('57014'), // statement_timeout
      wrapped('57P01'), // terminated by an administrator
      wrapped('08006'), // connection failure
      wrapped('53300'), // too many connections
    ])
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
    for (const err of [wrapped(UNIQUE), wrapped('22P02'), wrapped('42P01'), new Error('plain'), undefined])
      expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('answers an unavailable database with a 503 to retry', () => {
    expect(databaseUnavailableAsHttpError(new Error('Query read timeout'))).toMatchObject({
      statusCode: 503,
      message: 'The database is unavailable, try again shortly',
      code: 'service_unavailable',
      headers: { 'Retry-After': '5' },
    });
    expect(databaseUnavailableAsHttpError(wrapped(UNIQUE))).toBeUndefined();
  });
});
