import { config } from 'zod';

/**
 * zod as the browser build gives it to the app's own modules (vite.config.ts resolves their `zod`
 * here): its parsers run without compiled code. zod 4 first tests whether it may compile them
 * (`new Function`), which the site's Content Security Policy refuses, and the browser files each
 * refusal as an issue (Lighthouse's best practices count it). The server keeps compiled parsers.
 */
config({ jitless: true });

export { z } from 'zod';
