import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@contracts/analytics';

/** SPEC 9: the period selector's choices, in days. */
export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  1: 'Last 24 hours',
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
};

export const periodOptions = ANALYTICS_PERIODS.map((days) => ({ days, label: PERIOD_LABELS[days] }));

/** A period from text (a URL parameter, a select's value); anything else is `fallback`. */
export function parsePeriod(value: string | null | undefined, fallback: AnalyticsPeriod): AnalyticsPeriod {
  return ANALYTICS_PERIODS.find((days) => String(days) === value?.trim()) ?? fallback;
}

/** Top Pages: the site's root is 'Homepage' (SPEC 2). */
export function pageLabel(path: string): string {
  return path === '/' ? 'Homepage' : path;
}

/** Traffic Sources: no referrer is 'Direct Traffic' (SPEC 2). */
export function sourceLabel(referrer: string | null | undefined): string {
  return referrer ? referrer : 'Direct Traffic';
}

/** The Top Source card: no referrer is 'Direct' (SPEC 2). */
export function topSourceLabel(referrer: string | null | undefined): string {
  return referrer ? referrer : 'Direct';
}

export type StatusTone = 'success' | 'redirect' | 'client-error' | 'error' | 'page-view';

/**
 * SPEC 2 status colours: 2xx green, 3xx blue, 4xx orange, any other status red. An entry without
 * a status is a page view reported by the app (no response of its own): grey, not an error.
 */
export function statusTone(status: number | null | undefined): StatusTone {
  if (status === null || status === undefined) return 'page-view';
  if (status >= 200 && status < 300) return 'success';
  if (status >= 300 && status < 400) return 'redirect';
  if (status >= 400 && status < 500) return 'client-error';
  return 'error';
}

/** Badge classes for each tone (text contrast at least 4.5:1 on its background). */
export const statusToneClasses: Record<StatusTone, string> = {
  success: 'bg-green-100 text-green-800 ring-green-200',
  redirect: 'bg-blue-100 text-blue-800 ring-blue-200',
  'client-error': 'bg-orange-100 text-orange-800 ring-orange-200',
  error: 'bg-red-100 text-red-800 ring-red-200',
  'page-view': 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** '12ms'; '' when the time is unknown. */
export function responseTimeLabel(ms: number | null | undefined): string {
  return typeof ms === 'number' ? `${ms}ms` : '';
}

/** A share of the largest value, as a bar width in per cent; a non-zero value always shows a sliver. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, Math.round((value / max) * 100));
}
