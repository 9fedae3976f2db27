import type { HttpTimeouts } from '../config/env';

/** Node checks the request and headers limits on a timer; a fifth of the shorter one keeps them close to exact. */
const checkEvery = (timeouts: HttpTimeouts) =>
  Math.max(50, Math.min(30_000, Math.floor(Math.min(timeouts.requestMs, timeouts.headersMs) / 5)));

/**
 * Fastify's server options for the configured limits (decision 0016). Fastify turns Node's request
 * limit off by default, so a client sending half a body held its connection for ever.
 */
export const serverTimeouts = (timeouts: HttpTimeouts) => ({
  requestTimeout: timeouts.requestMs,
  keepAliveTimeout: timeouts.keepAliveMs,
  connectionTimeout: timeouts.idleMs,
  http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: checkEvery(timeouts) },
});
