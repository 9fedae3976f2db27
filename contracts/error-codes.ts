// Without zod: the web app's first load reads these (lib/api-client.ts), and zod stays out of it.

/** Machine-readable reason of every error answer; clients branch on it, never on the status alone. */
export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'invalid_token',
  'authentication_required',
  'invalid_credentials',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
