import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * One row per API request or page view (SPEC 3 site_analytics, plus kind, bot flag and the day's
 * visitor hash). Rows, with their IP addresses, are deleted after ANALYTICS_RETENTION_DAYS.
 * `referrer` is only the referring host (never a full URL), null for direct traffic.
 */
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
    /** 'page' (a view the web app reported) or 'api' (a request to /api). */
    kind: varchar('kind', { length: 4 }).notNull().default('api'),
    isBot: boolean('is_bot').notNull().default(false),
    /** HMAC of IP and user agent under the UTC day's salt (page views only): links a day's views, never two days. */
    visitorHash: varchar('visitor_hash', { length: 32 }),
    /** The first view of a page load: the one that says where the visitor came from. */
    landing: boolean('landing').notNull().default(false),
  },
  (t) => [index('site_analytics_timestamp_idx').on(t.timestamp.desc())],
);

/** Daily roll-ups kept current by every flush, so summaries never read the raw rows. */
export const analyticsDaily = pgTable('analytics_daily', {
  day: date('day').primaryKey(),
  visits: integer('visits').notNull().default(0),
  uniqueVisitors: integer('unique_visitors').notNull().default(0),
});

/** The day's distinct visitor hashes, to count uniques once; deleted when the day's salt is. */
export const analyticsDailyVisitors = pgTable(
  'analytics_daily_visitors',
  {
    day: date('day').notNull(),
    visitorHash: varchar('visitor_hash', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

export const analyticsDailyPages = pgTable(
  'analytics_daily_pages',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.path] }),
    // A day's most viewed paths (the candidates for a period's top pages), index-only.
    index('analytics_daily_pages_rank_idx').on(t.day, t.views.desc(), t.path),
    // One path's views over a period, index-only.
    index('analytics_daily_pages_path_idx').on(t.path, t.day, t.views),
  ],
);

/** Landings per referring host; '' is direct traffic (a primary key cannot hold null). */
export const analyticsDailyReferrers = pgTable(
  'analytics_daily_referrers',
  {
    day: date('day').notNull(),
    referrer: text('referrer').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.referrer] })],
);

/** One random salt per UTC day, shared by every server instance; deleted the day after. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
