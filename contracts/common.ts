import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

// Kept here for the server; the web app imports them from their own zod-free modules.
export { ERROR_CODES, type ErrorCode } from './error-codes';
export { formatBytes } from './format-bytes';

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
