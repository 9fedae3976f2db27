import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** Inputs no form would send: every one must get a readable 4xx in JSON, never a 500. */
describe('auth routes and malformed requests', () => {
  let t: TestApp;
  let ivy: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp();
    ivy = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const bodyRoutes = [
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/forgot-password'],
    ['POST', '/api/auth/reset-password'],
    ['POST', '/api/auth/change-password'],
    ['DELETE', '/api/auth/account'],
  ] as const;

  const send = (
    method: 'POST' | 'DELETE',
    url: string,
    body: string | Buffer,
    contentType = 'application/json',
  ) => t.app.inject({ method, url, body, headers: { 'content-type': contentType, ...ivy.headers } });

  it.each(bodyRoutes)('%s %s: malformed JSON is a 400', async (method, url) => {
    const res = await send(method, url, '{"username": "ivy", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON', code: 'bad_request' });
  });

  it.each(bodyRoutes)('%s %s: a body over 1 MiB is a 413 in JSON', async (method, url) => {
    const res = await send(
      method,
      url,
      JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'secret1' }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
  });

  it.each(bodyRoutes)('%s %s: an unsupported content type is a 415 in JSON', async (method, url) => {
    const res = await send(method, url, '<user/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported content type', code: 'unsupported_media_type' });
  });

  it.each(bodyRoutes)(
    '%s %s: plain text, an array or null is a 400 asking for a JSON object',
    async (method, url) => {
      for (const [body, type] of [
        ['username=ivy', 'text/plain'],
        ['[1,2]', 'application/json'],
        ['null', 'application/json'],
      ]) {
        const res = await send(method, url, body!, type);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^(Request body must be a JSON object|Password is required)$/);
      }
    },
  );

  it('says a field sent as the wrong type must be text, not that it is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 123,
        email: 'x@example.com',
        password: 'secret-pass',
        firstName: ['I'],
        lastName: 'V',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().issues).toEqual([
      { path: 'username', message: 'Username must be text' },
      { path: 'firstName', message: 'First name must be text' },
    ]);
  });

  it('tells an empty sign-in that both the name and the password are missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((issue: { message: string }) => issue.message)
        .sort(),
    ).toEqual(['Password is required', 'Username or email is required']);
  });

  it('ignores unknown fields instead of storing them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'ivy_admin',
        email: 'ivy.admin@example.com',
        password: 'secret-pass',
        firstName: 'I',
        lastName: 'V',
        isAdmin: true,
        emailVerified: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isAdmin: false, emailVerified: false });
  });

  it('resists prototype pollution in JSON bodies', async () => {
    const res = await send(
      'POST',
      '/api/auth/login',
      '{"username":"ivy","password":"secret1","__proto__":{"isAdmin":true}}',
    );
    expect(res.statusCode).toBe(400);
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });

  it('documents every auth and admin-user route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    for (const [method, url] of [
      ...bodyRoutes,
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/clear-sessions'],
      ['GET', '/api/verify-email'],
      ['GET', '/api/admin/users'],
      ['DELETE', '/api/admin/users/{id}'],
    ] as const) {
      expect(paths[url]?.[method.toLowerCase()], `${method} ${url}`).toBeDefined();
    }
    const register = paths['/api/auth/register']!.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(register.requestBody.content['application/json']!.schema.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password', 'firstName', 'lastName']),
    );
  });
});
