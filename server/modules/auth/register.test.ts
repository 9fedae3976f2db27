import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailVerificationTokens, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { lastLinkTo, newUserInput, sessionTokenFrom, tokenOf } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

  it('creates the account, signs it in and answers with the public user only', async () => {
    const input = newUserInput({ firstName: '  Ada ', lastName: 'Lovelace' });
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: input.username,
      email: input.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isAdmin: false,
      emailVerified: false,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'createdAt',
        'email',
        'emailVerified',
        'firstName',
        'id',
        'isAdmin',
        'lastName',
        'maxBudget',
        'minBudget',
        'preferredBathrooms',
        'preferredBedrooms',
        'preferredLocation',
        'preferredPropertyType',
        'updatedAt',
        'username',
      ].sort(),
    );
    expect(res.body).not.toMatch(/argon2|passwordHash|token/i);

    const token = sessionTokenFrom(res);
    expect(token).toBeDefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-auth-token': token! },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);
  });

  it('stores an argon2id hash with the agreed parameters, never the password', async () => {
    const input = newUserInput();
    const res = await register(input);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(input.password);
  });

  it('e-mails a verification link valid for 24 hours, storing only its hash', async () => {
    const input = newUserInput();
    const res = await register(input);
    const link = await lastLinkTo(t, input.email, '/verify-email');
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/verify-email\\?token=`));
    const rows = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, res.json().id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(tokenOf(link!)));
    const hours = (rows[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('treats usernames and e-mails case-insensitively when checking they are free', async () => {
    const first = newUserInput({ username: 'CaseAlice', email: 'Case.Alice@Example.com' });
    expect((await register(first)).statusCode).toBe(201);

    const sameUsername = await register(newUserInput({ username: 'casealice' }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toEqual({ message: 'Username already taken', code: 'conflict' });

    const sameEmail = await register(newUserInput({ email: 'case.alice@EXAMPLE.COM' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'conflict',
    });
  });

  it('answers racing sign-ups for the same name with one 201 and one 409, never a 500', async () => {
    const [a, b] = await Promise.all([
      register(newUserInput({ username: 'RaceUser' })),
      register(newUserInput({ username: 'raceuser' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe('Username already taken');
  });

  it('rolls back the whole registration when it fails', async () => {
    const before = await t.database.db.select().from(emailVerificationTokens);
    const input = newUserInput({ username: 'RollbackUser' });
    await register(input);
    await register(newUserInput({ username: 'rollbackuser' }));
    const after = await t.database.db.select().from(emailVerificationTokens);
    expect(after.length).toBe(before.length + 1);
  });

  it.each([
    ['username', '', 'Username must be at least 3 characters'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'a'.repeat(51), 'Username must be at most 50 characters'],
    ['username', 'has space', 'Username may only contain letters, numbers, dots, dashes and underscores'],
    ['username', undefined, 'Username is required'],
    ['username', 42, 'Username must be text'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', undefined, 'Invalid email address'],
    ['email', `${'a'.repeat(95)}@example.com`, 'Email must be at most 100 characters'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', undefined, 'Password is required'],
    ['password', 'x'.repeat(201), 'Password must be at most 200 characters'],
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'f'.repeat(51), 'First name must be at most 50 characters'],
    ['lastName', '', 'Last name is required'],
    ['lastName', null, 'Last name is required'],
    ['lastName', 'Smith\u0000', 'Last name contains characters that are not allowed'],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const res = await register({ ...newUserInput(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues).toContainEqual({ path: field, message });
  });

  it('lists every bad field at once', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['email', 'firstName', 'lastName', 'password', 'username']);
  });
});
