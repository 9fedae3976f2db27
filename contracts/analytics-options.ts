/** Analytics constants without zod, so the page-view beacon on every page loads no validator. */

/** SPEC 9: the admin panel's periods, in days, and its default. */
export const ANALYTICS_PERIODS = [1, 7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_DAYS: AnalyticsPeriod = 7;
/** SPEC 9: top 8 pages and sources; recent activity 25 by default (the API allows 1 to 100). */
export const TOP_LIST_SIZE = 8;
export const RECENT_ACTIVITY_DEFAULT = 25;
export const RECENT_ACTIVITY_MAX = 100;
export const BEACON_PATH_MAX = 2048;
