import { z } from 'zod';

/** Schema builders the request contracts share (kept apart from `common.ts`, which the web app's first load imports). */

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

/**
 * A resource's id in a path. A malformed id names no resource, so the API answers it like an
 * unknown one: 404 with the resource's own message (the error handler turns path-parameter
 * validation failures into 404).
 */
export const idParamSchema = (notFoundMessage: string) =>
  z.object({ id: z.uuid({ message: notFoundMessage }) });

/** A real day written YYYY-MM-DD (no 30 February): what a date query or field must be. */
export const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
