import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import {
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
});
