import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

/** The spec's client sends body-less calls with `Content-Type: application/json` and no body. */
describe('empty JSON bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const bodyless = (method: 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: '' });

  it('are accepted by routes of every module, not only auth', async () => {
    expect((await bodyless('POST', '/api/auth/logout')).statusCode).toBe(200);
    // Anonymous favourite toggle: the guard answers, not the JSON parser.
    expect(
      (await bodyless('POST', '/api/properties/00000000-0000-4000-8000-000000000000/favorite')).statusCode,
    ).toBe(401);
    const view = await bodyless('POST', '/api/properties/00000000-0000-4000-8000-000000000000/view');
    expect(view.statusCode).toBe(404);
    expect(view.json()).toEqual({ message: 'Property not found', code: 'not_found' });
  });

  it('still rejects malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
  });
});
