import type { PageViewBeacon } from '@contracts/analytics';
import { PAGE_VIEW_URL } from '../lib/page-view';

/**
 * POST /api/analytics/page-view, fire and forget: `navigator.sendBeacon` where there is one (it
 * survives the page being left), else a keepalive fetch. Never throws, never waits, never retries:
 * a lost page view must not cost the visitor anything.
 */
export function sendPageView(beacon: PageViewBeacon): void {
  try {
    const body = JSON.stringify(beacon);
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(PAGE_VIEW_URL, new Blob([body], { type: 'application/json' }))) return;
    }
    if (typeof fetch !== 'function') return;
    void fetch(PAGE_VIEW_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}
