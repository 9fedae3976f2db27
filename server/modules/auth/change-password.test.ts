import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLinkTo, loginUser, registerUser, tokenOf, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/auth/change-password', () => {
  let t: TestApp;
  let erin: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    erin = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const change = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload: payload as object });
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('changes the password, keeps this session and ends every other one', async () => {
    const phone = await loginUser(t.app, erin.username, erin.password);
    const laptop = await loginUser(t.app, erin.username, erin.password);
    const res = await change(laptop.headers, {
      currentPassword: erin.password,
      newPassword: 'changed-pass-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed.' });
    expect((await me(laptop.headers)).statusCode).toBe(200);
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await me(erin.headers)).statusCode).toBe(401);
    await expect(loginUser(t.app, erin.username, erin.password)).rejects.toThrow(/401/);
    erin = { ...(await loginUser(t.app, erin.username, 'changed-pass-1')) };
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const res = await change(erin.headers, {
      currentPassword: 'not-my-password',
      newPassword: 'whatever-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Current password is incorrect', code: 'invalid_credentials' });
    expect((await loginUser(t.app, erin.username, erin.password)).id).toBe(erin.id);
  });

  it('retires reset links that were sent before the change', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: erin.email } });
    const link = await lastLinkTo(t, erin.email, '/reset-password');
    const res = await change(erin.headers, { currentPassword: erin.password, newPassword: 'changed-pass-2' });
    expect(res.statusCode).toBe(200);
    erin.password = 'changed-pass-2';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(link!), newPassword: 'attacker-pass' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it.each([
    [{ newPassword: 'long-enough' }, 'Current password is required'],
    [{ currentPassword: 'x', newPassword: '123' }, 'Password must be at least 6 characters'],
    [{ currentPassword: 'x' }, 'Password is required'],
  ])('rejects %j', async (payload, message) => {
    const res = await change(erin.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a signed-in user (401 before the body is even checked)', async () => {
    const res = await change({}, {});
    expect(res.statusCode).toBe(401);
  });
});
