import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Attempt counters shared by every server instance on one PostgreSQL database (PGlite keeps them in
 * memory). The layout is the one rate-limiter-flexible's RateLimiterPostgres reads and writes:
 * `key` is the limiter's name and a digest of the client or account, `expire` the window's end in ms.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
