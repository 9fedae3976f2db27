import { z } from 'zod';

/**
 * An object that refuses unknown fields (a misspelt one fails loudly instead of being ignored),
 * with messages a person can act on rather than the validator's own wording.
 */
export const strictFields = <Shape extends z.ZodRawShape>(
  shape: Shape,
  notAnObject = 'Request body must be a JSON object',
) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`
        : notAnObject,
  });

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
export const soldErrorResponseSchema = errorResponseSchema.extend({ error: z.string() });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * A resource's id in a path. A malformed id names no resource, so the API answers it like an
 * unknown one: 404 with the resource's own message (the error handler turns path-parameter
 * validation failures into 404).
 */
export const idParamSchema = (notFoundMessage: string) =>
  z.object({ id: z.uuid({ message: notFoundMessage }) });

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
