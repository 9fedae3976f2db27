import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { sendPageView } from '../api/send-page-view';
import { nextPageView, pageLoadMs, pageStatus } from '../lib/page-view';

/**
 * Reports each page the app shows (one beacon per change of page, never the same page twice in a
 * row), so the admin's analytics count single-page-app navigation. Mount once, in the app layout.
 */
export function usePageViewBeacon(): void {
  const { pathname, search } = useLocation();
  const status = pageStatus(useMatches());
  const { state } = useNavigation();
  const previous = useRef<string | null>(null);
  const navigationStartedAt = useRef<number | null>(null);
  useEffect(() => {
    // The router loads a page (code, data) before the location changes: its time starts here.
    if (state !== 'idle') navigationStartedAt.current ??= performance.now();
  }, [state]);
  useEffect(() => {
    try {
      // A change of query string alone is no new page: nextPageView answers null for it.
      const firstView = previous.current === null;
      const beacon = nextPageView({ pathname, search }, previous.current, document.referrer);
      previous.current = pathname;
      if (beacon)
        sendPageView({
          ...beacon,
          status,
          loadMs: pageLoadMs(firstView, navigationStartedAt.current),
        });
      navigationStartedAt.current = null;
    } catch {
      // Never let reporting break a page.
    }
  }, [pathname, search, status]);
}
