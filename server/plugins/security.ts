import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers; the CSP allows no inline script, and map tiles only from the configured host.
 * They depend on the configuration alone (no per-request nonce), so helmet runs once at start and
 * every answer gets the headers it set: `@fastify/helmet` built helmet's middleware again on every
 * request, in two async hooks (about 4% of the app's time under the listing search's load).
 */
export async function registerSecurity(app: FastifyInstance, options: { tileUrl: string; https: boolean }) {
  const headers = helmetHeaders(helmetOptions(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

function helmetOptions(options: { tileUrl: string; https: boolean }): HelmetOptions {
  const tileOrigin = originOf(options.tileUrl);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet's middleware sets, read by running it once against a response that records them. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/** Origin of a tile URL template; a `{s}.` subdomain placeholder becomes a `*.` wildcard. */
export function originOf(template: string): string | undefined {
  const wildcard = template.includes('://{s}.');
  try {
    const url = new URL(template.replace('://{s}.', '://'));
    return wildcard ? `${url.protocol}//*.${url.host}` : url.origin;
  } catch {
    return undefined;
  }
}
