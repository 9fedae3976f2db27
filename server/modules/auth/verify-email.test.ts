import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailVerificationTokens } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { lastLinkTo, registerUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/verify-email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Registers someone and returns their verification link as an API path plus their session. */
  async function registered() {
    const user = await registerUser(t.app);
    const link = (await lastLinkTo(t, user.email, '/verify-email'))!;
    return {
      user,
      token: new URL(link).searchParams.get('token')!,
      apiPath: `/api${new URL(link).pathname}${new URL(link).search}`,
    };
  }
  const verify = (url: string) => t.app.inject({ method: 'GET', url });
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('verifies the address with the e-mailed link, once', async () => {
    const { user, apiPath } = await registered();
    expect((await me(user.headers)).json().emailVerified).toBe(false);

    const res = await verify(apiPath);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your email address has been verified.' });
    expect((await me(user.headers)).json().emailVerified).toBe(true);

    const again = await verify(apiPath);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'Verification failed: the link is invalid or has expired.',
      code: 'invalid_token',
    });
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const { user, token, apiPath } = await registered();
    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
    const res = await verify(apiPath);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verification failed: the link is invalid or has expired.');
    expect((await me(user.headers)).json().emailVerified).toBe(false);
  });

  it.each([
    ['/api/verify-email', 'No verification token provided'],
    ['/api/verify-email?token=', 'No verification token provided'],
    ['/api/verify-email?token=made-up', 'Verification failed: the link is invalid or has expired.'],
    [
      `/api/verify-email?token=${'a'.repeat(300)}`,
      'Verification failed: the link is invalid or has expired.',
    ],
  ])('answers %s with 400 "%s"', async (url, message) => {
    const res = await verify(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
