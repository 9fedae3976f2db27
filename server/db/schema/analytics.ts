import { bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const siteAnalytics = pgTable(
  'site_analytics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    ipAddress: varchar('ip_address', { length: 64 }),
    method: varchar('method', { length: 10 }).notNull().default('GET'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer('response_status'),
    responseTime: integer('response_time'),
  },
  (t) => [index('site_analytics_timestamp_idx').on(t.timestamp.desc())],
);
