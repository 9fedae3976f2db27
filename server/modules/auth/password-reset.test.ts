import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import {
  lastLinkTo,
  loginUser,
  readOutbox,
  registerUser,
  tokenOf,
  type SignedInUser,
} from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('forgotten and reset passwords', () => {
  let t: TestApp;
  let dave: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    dave = await registerUser(t.app, { firstName: 'Dave' });
  });
  afterAll(() => t.close());

  const forgot = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } as object });
  const reset = (token: unknown, newPassword: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword } as object,
    });
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const login = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: dave.username, password } });

  /** Asks for a reset link and returns its token. */
  async function resetToken(email = dave.email) {
    expect((await forgot(email)).statusCode).toBe(200);
    const link = await lastLinkTo(t, dave.email, '/reset-password');
    expect(link).toBeDefined();
    return tokenOf(link!);
  }

  it('answers known and unknown addresses identically and mails only the known one', async () => {
    const before = (await readOutbox(t)).length;
    const known = await forgot(dave.email.toUpperCase());
    const unknown = await forgot('nobody-at-all@example.com');
    const expected = { message: 'If an account exists for that email, a password reset link has been sent.' };
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(expected);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

    const mails = (await readOutbox(t)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(new RegExp(`^To: ${dave.email}$`, 'mi'));
    expect(mails[0]).toMatch(/^Subject: Reset your Home Hunter password$/m);
    expect(mails[0]).toContain('Content-Type: text/plain');
    expect(mails[0]).toContain('Content-Type: text/html');
    expect(mails[0]).toContain('Hello Dave,');
  });

  it('stores only the hash of a one-hour token', async () => {
    const token = await resetToken();
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(row!.userId).toBe(dave.id);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('sets the new password with the e-mailed link, once, and signs the account out everywhere', async () => {
    const laptop = await loginUser(t.app, dave.username, dave.password);
    const token = await resetToken();

    const res = await reset(token, 'brand-new-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });
    expect((await me(laptop.headers)).statusCode).toBe(401);
    expect((await me(dave.headers)).statusCode).toBe(401);
    expect((await login(dave.password)).statusCode).toBe(401);
    expect((await login('brand-new-pass')).statusCode).toBe(200);

    const again = await reset(token, 'another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired.',
      code: 'invalid_token',
    });
    expect((await login('brand-new-pass')).statusCode).toBe(200);
    dave.password = 'brand-new-pass';
  });

  it('retires older links once the password has been reset', async () => {
    const older = await resetToken();
    const newer = await resetToken();
    expect((await reset(newer, 'newest-pass-1')).statusCode).toBe(200);
    expect((await reset(older, 'sneaky-pass-1')).statusCode).toBe(400);
    dave.password = 'newest-pass-1';
  });

  it('refuses an expired link', async () => {
    const token = await resetToken();
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const res = await reset(token, 'too-late-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This reset link is invalid or has expired.');
    expect((await login(dave.password)).statusCode).toBe(200);
  });

  it('lets only one of two racing requests use a link', async () => {
    const token = await resetToken();
    const results = await Promise.all([reset(token, 'racer-one-pass'), reset(token, 'racer-two-pass')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    dave.password = results[0]!.statusCode === 200 ? 'racer-one-pass' : 'racer-two-pass';
    expect((await login(dave.password)).statusCode).toBe(200);
  });

  it.each([
    ['made-up', 'This reset link is invalid or has expired.'],
    ['x'.repeat(201), 'This reset link is invalid or has expired.'],
    ['', 'Reset token is required'],
    [undefined, 'Reset token is required'],
  ])('refuses the token %j', async (token, message) => {
    const res = await reset(token, 'whatever-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('checks the new password like registration does', async () => {
    const token = await resetToken();
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');
    // A rejected request does not use up the link.
    expect((await reset(token, 'valid-pass-9')).statusCode).toBe(200);
    dave.password = 'valid-pass-9';
  });

  it.each([[''], ['not-an-email'], [42], [undefined]])('refuses the e-mail %j', async (email) => {
    const res = await forgot(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });
});
