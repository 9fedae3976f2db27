import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NetworkError,
  apiRequest,
  apiRequestWithHeaders,
  errorMessage,
  hasErrorCode,
} from './api-client';

describe('errorMessage', () => {
  it("uses the server's message", () => {
    const error = new ApiError(401, 'Invalid username or password', {
      message: 'Invalid username or password',
    });
    expect(errorMessage(error, 'fallback')).toBe('Invalid username or password');
  });

  it("never shows the raw 'status: body' text", () => {
    const error = new ApiError(502, '502: <html>Bad gateway</html>', '<html>Bad gateway</html>');
    expect(errorMessage(error, 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(new ApiError(500, '500: ', { message: '' }), 'Please try again.')).toBe(
      'Please try again.',
    );
  });

  it('explains an unreachable server and hides programming errors', () => {
    expect(errorMessage(new NetworkError('Unable to connect to the server. Please try again.'), 'x')).toBe(
      'Unable to connect to the server. Please try again.',
    );
    expect(errorMessage(new TypeError('undefined is not a function'), 'Something went wrong.')).toBe(
      'Something went wrong.',
    );
  });
});

describe('ApiError code', () => {
  it("reads the body's machine-readable code", () => {
    const error = new ApiError(400, 'This reset link is invalid or has expired.', {
      message: 'This reset link is invalid or has expired.',
      code: 'invalid_token',
    });
    expect(error.code).toBe('invalid_token');
    expect(hasErrorCode(error, 'invalid_token')).toBe(true);
    expect(hasErrorCode(error, 'validation_failed', 'bad_request')).toBe(false);
  });

  it('has no code when the body carries none, an unknown one or is not an object', () => {
    expect(new ApiError(400, 'Bad', { message: 'Bad' }).code).toBeUndefined();
    expect(new ApiError(400, 'Bad', { message: 'Bad', code: 'made_up' }).code).toBeUndefined();
    expect(new ApiError(400, 'Bad', { message: 'Bad', code: 404 }).code).toBeUndefined();
    expect(new ApiError(502, '502: <html>', '<html>').code).toBeUndefined();
    expect(new ApiError(500, '500: ', null).code).toBeUndefined();
  });

  it('never takes a status for a code', () => {
    const unauthorised = new ApiError(401, 'Authentication required', { message: 'Authentication required' });
    expect(hasErrorCode(unauthorised, 'authentication_required')).toBe(false);
    expect(hasErrorCode(new Error('x'), 'internal_error')).toBe(false);
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers }),
    );

  it('throws an ApiError carrying the code of a refusal', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'Property not found', code: 'not_found' }));
    const error = await apiRequest('GET', '/api/properties/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('not_found');
    expect((error as ApiError).message).toBe('Property not found');
  });

  it('returns the headers when asked, and passes the signal and no-cache headers on', async () => {
    const fetch = answer(200, [{ id: 1 }], { 'X-Total-Count': '42' });
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const { body, headers } = await apiRequestWithHeaders<unknown[]>('GET', '/api/sold-prices', undefined, {
      signal: controller.signal,
      noCache: true,
    });
    expect(body).toEqual([{ id: 1 }]);
    expect(headers.get('x-total-count')).toBe('42');
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.signal).toBe(controller.signal);
    expect(init?.headers).toMatchObject({ 'Cache-Control': 'no-cache, no-store, must-revalidate' });
  });

  it('rethrows an abort instead of calling it a connection problem', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('Aborted', 'AbortError');
      }),
    );
    await expect(apiRequest('GET', '/api/x', undefined, { signal: controller.signal })).rejects.toThrow(
      'Aborted',
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toBeInstanceOf(NetworkError);
  });
});
