import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
        },
      },
    );
  });
  afterAll(() => t.close());

  it('turns a database data exception (NUL byte) into 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request contains a value the database cannot store' });
  });

  it('never leaks the details of an unexpected error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers paths the router refuses in the usual shape: too long is not found, bad encoding is bad input', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/properties/${'a'.repeat(200)}` });
    expect([long.statusCode, long.json()]).toEqual([404, { message: 'Not found' }]);
    const encoded = await t.app.inject({ method: 'GET', url: '/api/properties/%ZZ' });
    expect([encoded.statusCode, encoded.json()]).toEqual([
      400,
      { message: 'The address contains characters that are not valid' },
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
});
