import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sendPageView } from '../api/send-page-view';
import { nextPageView } from '../lib/page-view';

/**
 * Reports each page the app shows (one beacon per change of page, never the same page twice in a
 * row), so the admin's analytics count single-page-app navigation. Mount once, in the app layout.
 */
export function usePageViewBeacon(): void {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    try {
      // A change of query string alone is no new page: nextPageView answers null for it.
      const beacon = nextPageView({ pathname, search }, previous.current, document.referrer);
      previous.current = pathname;
      if (beacon) sendPageView(beacon);
    } catch {
      // Never let reporting break a page.
    }
  }, [pathname, search]);
}
