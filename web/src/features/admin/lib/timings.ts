/** SPEC 9 timings of the admin panel, in milliseconds: the denied toast after 2 s, home 1 s later. */
export const ACCESS_DENIED_TOAST_MS = 2000;
export const ACCESS_DENIED_REDIRECT_MS = 1000;
/** How long typing in a search box waits before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Analytics figures are re-read when older than this (the Refresh button reads them at once). */
export const ANALYTICS_STALE_MS = 30_000;
/** Recent activity's relative times ('5m ago') are brought up to date this often. */
export const RELATIVE_TIME_TICK_MS = 30_000;
