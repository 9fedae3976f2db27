import type { PageViewBeacon } from '@contracts/analytics';
import { BEACON_PATH_MAX } from '@contracts/analytics-options';

/** Where the single-page app reports each page it shows (beyond the spec; see contracts/analytics.ts). */
export const PAGE_VIEW_URL = '/api/analytics/page-view';

/**
 * The app path with its query string, as the beacon sends it: at most BEACON_PATH_MAX characters,
 * and never starting with '//' (which would read as another site).
 */
export function pageViewPath(pathname: string, search: string): string {
  const path = `/${`${pathname}${search}`.replace(/^\/+/, '')}`;
  return path.slice(0, BEACON_PATH_MAX);
}

/**
 * The beacon for a page, or null when the page has not changed. A page is its pathname: a
 * re-render, React's double effects, or a change of query string alone (a filter, a tab, a page
 * of results) is the same page, so it is never reported twice in a row. The first view of a page
 * load carries document.referrer, even when empty (that is how the server knows a visit landed);
 * later views were reached from inside the app and carry none.
 */
export function nextPageView(
  location: { pathname: string; search: string },
  previousPathname: string | null,
  documentReferrer: string,
): PageViewBeacon | null {
  if (location.pathname === previousPathname) return null;
  const path = pageViewPath(location.pathname, location.search);
  if (previousPathname !== null) return { path };
  return { path, referrer: documentReferrer.slice(0, BEACON_PATH_MAX) };
}

/** The longest load time the server takes (contracts/analytics.ts): a tab left loading for ages. */
const MAX_LOAD_MS = 600_000;

/**
 * How long the page took to show, in ms. The first page of a load is timed by the browser's
 * navigation timing (DOMContentLoaded, or now when that has not fired yet); a page reached
 * inside the app, from the moment the router started loading it.
 */
export function pageLoadMs(
  firstView: boolean,
  navigationStartedAt: number | null,
  timing: Pick<Performance, 'now' | 'getEntriesByType'> = performance,
): number {
  const now = timing.now();
  let ms = navigationStartedAt === null ? 0 : now - navigationStartedAt;
  if (firstView) {
    const [entry] = timing.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    ms = entry?.domContentLoadedEventEnd || now;
  }
  return Math.min(MAX_LOAD_MS, Math.max(0, Math.round(ms)));
}

/** The page's status for the beacon: what its route's `handle.pageStatus` says, else 200. */
export function pageStatus(matches: readonly { handle?: unknown }[]): number {
  const status = [...matches]
    .reverse()
    .map((m) => (m.handle as { pageStatus?: unknown } | undefined)?.pageStatus)
    .find((value) => typeof value === 'number');
  return typeof status === 'number' ? status : 200;
}
