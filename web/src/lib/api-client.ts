import type { QueryFunction } from '@tanstack/react-query';

/** A non-OK response; `message` is the server's readable message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** Thrown when the server could not be reached at all (SPEC 8: 'Connection Error'). */
export class NetworkError extends Error {}

const noCacheHeaders = { 'Cache-Control': 'no-cache, no-store, must-revalidate', Pragma: 'no-cache' };

/**
 * The one way the web app talks to the API (SPEC 7, common request behaviour): JSON body only when
 * there is a payload, cookies included, caching disabled, extra no-cache headers on /auth/ paths.
 */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  if (url.includes('/auth/')) Object.assign(headers, noCacheHeaders);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: data === undefined ? undefined : JSON.stringify(data),
      credentials: 'include',
      cache: 'no-store',
      mode: 'cors',
    });
  } catch {
    throw new NetworkError('Unable to connect to the server. Please try again.');
  }
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    const message = hasMessage(body) ? body.message : `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Default reader: GET of the query key parts joined with '/'; a 401 gives null when asked to. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', queryKey.join('/'));
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * The readable message of any error thrown by apiRequest: the server's own message, never the raw
 * 'status: body' text (SPEC 8 keeps that from the user), else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message || fallback;
  if (error instanceof ApiError && hasMessage(error.body) && error.body.message) return error.body.message;
  return fallback;
}

function hasMessage(body: unknown): body is { message: string } {
  return !!body && typeof body === 'object' && 'message' in body && typeof body.message === 'string';
}
