import { z } from 'zod';

import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  BEACON_PATH_MAX,
  DEFAULT_ANALYTICS_DAYS,
  RECENT_ACTIVITY_DEFAULT,
  RECENT_ACTIVITY_MAX,
} from './analytics-options';

export * from './analytics-options';

const periodMessage = `Days must be one of ${ANALYTICS_PERIODS.join(', ')}`;

/** GET /api/admin/analytics?days= */
export const analyticsQuerySchema = z.object({
  days: z
    .string({ message: periodMessage })
    .optional()
    .transform((value, ctx): AnalyticsPeriod => {
      if (value === undefined) return DEFAULT_ANALYTICS_DAYS;
      const days = ANALYTICS_PERIODS.find((period) => String(period) === value.trim());
      if (days !== undefined) return days;
      ctx.addIssue({ code: 'custom', message: periodMessage });
      return z.NEVER;
    }),
});

const limitMessage = `Limit must be a whole number from 1 to ${RECENT_ACTIVITY_MAX}`;

/** GET /api/admin/analytics/recent?limit= */
export const recentActivityQuerySchema = z.object({
  limit: z.coerce
    .number({ message: limitMessage })
    .int({ message: limitMessage })
    .min(1, { message: limitMessage })
    .max(RECENT_ACTIVITY_MAX, { message: limitMessage })
    .default(RECENT_ACTIVITY_DEFAULT),
});

/** SPEC 3 analytics summary, plus visits per day for the panel's chart (beyond the spec). */
export const analyticsSummarySchema = z.object({
  days: z.number().int(),
  totalVisits: z.number().int(),
  uniqueVisitors: z.number().int(),
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  /** `referrer` is null for direct traffic (no referrer, or one from this site). */
  topReferrers: z.array(z.object({ referrer: z.string().nullable(), visits: z.number().int() })),
  /** One entry per day of the period, oldest first, days with no visits included; `day` is YYYY-MM-DD (UTC). */
  visitsPerDay: z.array(
    z.object({ day: z.string(), visits: z.number().int(), uniqueVisitors: z.number().int() }),
  ),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** SPEC 3 recent activity entry. */
export const activityEntrySchema = z.object({
  id: z.string(),
  method: z.string(),
  path: z.string(),
  responseStatus: z.number().int().nullable(),
  responseTime: z.number().int().nullable(),
  referrer: z.string().nullable(),
  timestamp: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const recentActivitySchema = z.array(activityEntrySchema);

/**
 * POST /api/analytics/page-view: the single-page app reports each route change (beyond the
 * spec). `path` is the app path with its query string; `referrer` is document.referrer on the
 * first view only.
 */
export const pageViewBeaconSchema = z.object({
  path: z
    .string({ message: 'Path is required' })
    .max(BEACON_PATH_MAX, { message: `Path must be at most ${BEACON_PATH_MAX} characters` })
    .refine((path) => path.startsWith('/') && !path.startsWith('//'), { message: 'Path must start with /' }),
  referrer: z
    .string()
    .max(BEACON_PATH_MAX, { message: `Referrer must be at most ${BEACON_PATH_MAX} characters` })
    .optional(),
  /** The page's HTTP-like status: 200, or 404 for the not-found page (Recent Activity shows it). */
  status: z
    .number({ message: 'Status must be a number' })
    .int({ message: 'Status must be a whole number from 100 to 599' })
    .min(100, { message: 'Status must be a whole number from 100 to 599' })
    .max(599, { message: 'Status must be a whole number from 100 to 599' })
    .optional(),
  /** How long the page took to show, in ms, from the browser's navigation timing. */
  loadMs: z
    .number({ message: 'Load time must be a number' })
    .int({ message: 'Load time must be a whole number of milliseconds up to 600000' })
    .min(0, { message: 'Load time must be a whole number of milliseconds up to 600000' })
    .max(600_000, { message: 'Load time must be a whole number of milliseconds up to 600000' })
    .optional(),
});
export type PageViewBeacon = z.infer<typeof pageViewBeaconSchema>;
