import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers; the CSP allows no inline script, and map tiles only from the configured host. */
export async function registerSecurity(app: FastifyInstance, options: { tileUrl: string; https: boolean }) {
  const tileOrigin = originOf(options.tileUrl);
  await app.register(helmet, {
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
  });
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
