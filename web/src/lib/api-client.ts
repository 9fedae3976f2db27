import { ERROR_CODES, type ErrorCode } from '@contracts/error-codes';
import type { QueryFunction } from '@tanstack/react-query';

/**
 * A non-OK response; `message` is the server's readable message when it sent one, `code` its
 * machine-readable reason (`contracts/common.ts`). Branch on `code`, never on the status alone.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.code = readCode(body);
  }
}

/** True when `error` is an API answer with one of these codes. */
export const hasErrorCode = (error: unknown, ...codes: ErrorCode[]): error is ApiError =>
  error instanceof ApiError && error.code !== undefined && codes.includes(error.code);

/** The request itself was refused: malformed, failing its schema, or naming nothing that exists. */
export const isRefusedInput = (error: unknown): error is ApiError =>
  hasErrorCode(error, 'validation_failed', 'bad_request', 'not_found');

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** The body's `code` when it is one the contract knows; an older server's body has none. */
function readCode(body: unknown): ErrorCode | undefined {
  if (!body || typeof body !== 'object' || !('code' in body)) return undefined;
  const code = body.code;
  return typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : undefined;
}

/** Thrown when the server could not be reached at all (SPEC 8: 'Connection Error'). */
export class NetworkError extends Error {}

export interface RequestOptions {
  /** Aborts the request (TanStack Query hands one to every query function). */
  signal?: AbortSignal;
  /** Send the headers forbidding caching on a path outside /auth/ too. */
  noCache?: boolean;
}

/** A parsed answer together with its response headers (e.g. X-Total-Count). */
export interface ApiResponse<T> {
  body: T;
  headers: Headers;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go: the network in the browser; a server render sends them straight into the
 * API's own routes in the same process (server/plugins/page-render.ts), so a rendered page reads
 * exactly what the API answers without a network round trip.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

const noCacheHeaders = { 'Cache-Control': 'no-cache, no-store, must-revalidate', Pragma: 'no-cache' };

/**
 * The one way the web app talks to the API (SPEC 7, common request behaviour): JSON body only when
 * there is a payload, cookies included, caching disabled, extra no-cache headers on /auth/ paths.
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return (await send<T>(method, url, data, options)).body;
}

/** apiRequest for the answers whose headers matter too (a total count, the sold-data status). */
export const apiRequestWithHeaders = <T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<ApiResponse<T>> => send<T>(method, url, data, options);

async function send<T>(
  method: string,
  url: string,
  data: unknown,
  { signal, noCache = false }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  if (noCache || url.includes('/auth/')) Object.assign(headers, noCacheHeaders);
  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers,
      body: data === undefined ? undefined : JSON.stringify(data),
      credentials: 'include',
      cache: 'no-store',
      mode: 'cors',
      signal,
    });
  } catch (error) {
    // A cancelled request is not a connection problem: TanStack Query expects the abort itself.
    if (signal?.aborted) throw error;
    throw new NetworkError('Unable to connect to the server. Please try again.');
  }
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    const message = hasMessage(body) ? body.message : `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, message, body);
  }
  return { body: body as T, headers: response.headers };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Default reader: GET of the query key parts joined with '/'; when asked, being signed out
 * (`authentication_required`) gives null.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', queryKey.join('/'));
    } catch (error) {
      if (options.on401 === 'returnNull' && hasErrorCode(error, 'authentication_required')) return null;
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
