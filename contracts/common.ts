import { z } from 'zod';

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

/** Shape of every error body the API returns. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
/** SPEC 7: the sold-price search answers a refusal as "an object with error field" (the message again). */
// Pure: the web build drops it when unused (its zod calls are pure by vite.config.ts, a method is not).
export const soldErrorResponseSchema = /* @__PURE__ */ errorResponseSchema.extend({ error: z.string() });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const BYTE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];

/** `12.3 MB`: decimal units, as download sizes are quoted (the CLI's progress bar and the pages'). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 2 : 1)} ${BYTE_UNITS[unit]}`;
}
