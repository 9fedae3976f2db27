import { z } from 'zod';
import { areaMessages, parseSearchArea } from './search-area';

// Apart from the parser: the web app's first load reads areas from its URL without zod (decision 0019).
/**
 * The `area` filter: an encoded polyline in, its canonical encoding out (what saved searches store).
 * Built in a function called as pure: a chain of calls on a schema (`.trim()`) is kept by the
 * bundler even when nothing reads it, and with it zod on every page that imports this module.
 */
export const searchAreaSchema = /* @__PURE__ */ (() =>
  z
    .string({ message: areaMessages.notText })
    .trim()
    .transform((text, ctx) => {
      const parsed = parseSearchArea(text);
      if (parsed.ok) return parsed.encoded;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }))();
