import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeFor, HttpError, invalidCredentials, invalidToken } from '../lib/http-error';
import { buildTestApp, type TestApp } from '../test/test-app';

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        beforeReady(app) {
          app.get('/api/test/nul', async () => app.db.execute(sql`select ${'a\u0000b'}::text as v`));
          app.get('/api/test/boom', async () => {
            throw new Error('secret detail: password=hunter2 at /srv/app.ts:12');
          });
          app.get('/api/test/token', async () => {
            throw invalidToken('This link has expired.');
          });
          app.get('/api/test/password', async () => {
            throw invalidCredentials('Current password is incorrect', 400);
          });
          app.get('/api/test/upstream', async () => {
            throw new HttpError(502, 'The address lookup service did not answer.');
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('turns a database data exception (NUL byte) into 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request contains a value the database cannot store',
      code: 'bad_request',
    });
  });

  it('never leaks the details of an unexpected error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'internal_error' });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers paths the router refuses in the usual shape: too long is not found, bad encoding is bad input', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/properties/${'a'.repeat(200)}` });
    expect([long.statusCode, long.json()]).toEqual([404, { message: 'Not found', code: 'not_found' }]);
    const encoded = await t.app.inject({ method: 'GET', url: '/api/properties/%ZZ' });
    expect([encoded.statusCode, encoded.json()]).toEqual([
      400,
      { message: 'The address contains characters that are not valid', code: 'bad_request' },
    ]);
  });

  it('answers malformed JSON with a readable 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON');
  });

  it('gives every answer a code: the status decides it unless the thrower names a more exact one', async () => {
    const body = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      return [res.statusCode, res.json()];
    };
    expect(await body('/api/test/token')).toEqual([
      400,
      { message: 'This link has expired.', code: 'invalid_token' },
    ]);
    expect(await body('/api/test/password')).toEqual([
      400,
      { message: 'Current password is incorrect', code: 'invalid_credentials' },
    ]);
    expect(await body('/api/test/upstream')).toEqual([
      502,
      { message: 'The address lookup service did not answer.', code: 'service_unavailable' },
    ]);
    // A path that names nothing (router, unknown route, a malformed id) is not found.
    expect((await body('/api/no-such-thing'))[1]).toEqual({ message: 'Not found', code: 'not_found' });
    expect((await body('/api/properties/not-a-uuid'))[1]).toMatchObject({ code: 'not_found' });
    // Schema failures list their issues.
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect([invalid.statusCode, invalid.json().code]).toEqual([400, 'validation_failed']);
    expect(invalid.json().issues.length).toBeGreaterThan(0);
    // Fastify's own refusals: malformed JSON, too large, unknown content type.
    const post = (headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });
    expect((await post({ 'content-type': 'application/json' }, '{"username": ')).json().code).toBe(
      'bad_request',
    );
    expect((await post({ 'content-type': 'application/json' }, 'x'.repeat(2_000_000))).json().code).toBe(
      'payload_too_large',
    );
    expect((await post({ 'content-type': 'text/csv' }, 'a,b')).json().code).toBe('unsupported_media_type');
  });

  it('maps each status to its code', () => {
    expect(
      [400, 401, 403, 404, 409, 410, 413, 415, 422, 429, 500, 502, 503, 504].map((status) => [
        status,
        errorCodeFor(status),
      ]),
    ).toEqual([
      [400, 'bad_request'],
      [401, 'authentication_required'],
      [403, 'forbidden'],
      [404, 'not_found'],
      [409, 'conflict'],
      [410, 'bad_request'],
      [413, 'payload_too_large'],
      [415, 'unsupported_media_type'],
      [422, 'bad_request'],
      [429, 'rate_limited'],
      [500, 'internal_error'],
      [502, 'service_unavailable'],
      [503, 'service_unavailable'],
      [504, 'service_unavailable'],
    ]);
  });
});
