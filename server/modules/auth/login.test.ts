import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, sessionTokenFrom, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  let alice: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    alice = await registerUser(t.app, { username: 'Alice_Login', email: 'Alice.Login@Example.com' });
  });
  afterAll(() => t.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': token } });

  it.each([
    ['username', { username: 'Alice_Login' }],
    ['username in another case', { username: 'alice_login' }],
    ['e-mail', { email: 'alice.login@example.com' }],
    ['e-mail typed into the username field', { username: 'ALICE.LOGIN@example.com' }],
  ])('signs in by %s', async (_label, identifier) => {
    const res = await login({ ...identifier, password: alice.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alice.id, username: 'Alice_Login' });
    const token = sessionTokenFrom(res)!;
    expect((await me(token)).json().id).toBe(alice.id);
  });

  it('never puts a token in the response body', async () => {
    const res = await login({ username: alice.username, password: alice.password });
    const token = sessionTokenFrom(res)!;
    expect(res.body).not.toContain(token);
    expect(Object.keys(res.json())).not.toContain('authToken');
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrong = await login({ username: alice.username, password: 'wrong-password' });
    const unknown = await login({ username: 'nobody_here', password: 'wrong-password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'wrong-password' });
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password', code: 'invalid_credentials' });
      expect(sessionTokenFrom(res)).toBeUndefined();
    }
  });

  it('rotates: every sign-in gets a new token and ends the session it replaced', async () => {
    const first = sessionTokenFrom(await login({ username: alice.username, password: alice.password }))!;
    const second = sessionTokenFrom(
      await login({ username: alice.username, password: alice.password }, { cookie: `hh_session=${first}` }),
    )!;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('keeps sessions from other devices when signing in again', async () => {
    const laptop = sessionTokenFrom(await login({ username: alice.username, password: alice.password }))!;
    const phone = sessionTokenFrom(await login({ username: alice.username, password: alice.password }))!;
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'secret1' }, 'Username or email is required', 'username'],
    [{ username: '', password: 'secret1' }, 'Username is required', 'username'],
    [{ username: 'x'.repeat(101), password: 'secret1' }, 'Username is too long', 'username'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address', 'email'],
    [{ username: 'alice', password: '12345' }, 'Password must be at least 6 characters', 'password'],
    [{ username: 'alice' }, 'Password is required', 'password'],
    [{ username: ['alice'], password: 'secret1' }, 'Username must be text', 'username'],
    [{ username: 'alice', password: 123456 }, 'Password must be text', 'password'],
    [
      { username: 'al\u0000ice', password: 'secret1' },
      'Username contains characters that are not allowed',
      'username',
    ],
  ])('rejects %j with "%s"', async (payload, message, path) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues).toContainEqual({ path, message });
  });
});
