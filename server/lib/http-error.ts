import type { ErrorCode } from '@contracts/common';

/**
 * The code an error answer of this status carries unless the thrower names a more exact one
 * (`invalid_token`, `invalid_credentials`, `validation_failed`). Other 4xx are `bad_request`,
 * other 5xx `internal_error`; an upstream service that did not answer (502, 504) is
 * `service_unavailable` like 503.
 */
export function errorCodeFor(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'authentication_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 502:
    case 503:
    case 504:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}

export interface HttpErrorOptions {
  /** Defaults to the status's code (errorCodeFor). */
  code?: ErrorCode;
  headers?: Record<string, string>;
  /** Field problems, as a schema failure lists them. */
  issues?: { path: string; message: string }[];
}

/** Errors a service throws on purpose: their message is safe to show, their code tells clients why. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  readonly issues?: { path: string; message: string }[];

  constructor(
    readonly statusCode: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.code = options.code ?? errorCodeFor(statusCode);
    this.headers = options.headers ?? {};
    this.issues = options.issues;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
/**
 * Input that passes its schema but breaks a rule the service checks against stored data (an
 * admin's partial edit): answered like a schema failure, 400 `validation_failed` with `issues`.
 */
export const validationFailed = (issues: { path: string; message: string }[]) =>
  new HttpError(400, issues[0]?.message ?? 'Invalid request', { code: 'validation_failed', issues });
/** A reset-password, e-mail verification, unsubscribe or upload link that is unknown, used or expired. */
export const invalidToken = (message: string, status = 400) =>
  new HttpError(status, message, { code: 'invalid_token' });
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
/**
 * A wrong username or password: 401 at sign-in; 400 where a signed-in user confirms a change with
 * their password (the session is fine, the password typed is not).
 */
export const invalidCredentials = (message: string, status: 400 | 401 = 401) =>
  new HttpError(status, message, { code: 'invalid_credentials' });
export const forbidden = (message = 'Admin privileges required') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
