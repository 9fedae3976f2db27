import { BEACON_PATH_MAX, pageViewBeaconSchema } from '@contracts/analytics';
import { describe, expect, it } from 'vitest';
import { nextPageView, pageViewPath, pageLoadMs, pageStatus } from './page-view';

describe('pageViewPath', () => {
  it('joins the path and its query string', () => {
    expect(pageViewPath('/search', '?location=Leeds')).toBe('/search?location=Leeds');
    expect(pageViewPath('/', '')).toBe('/');
  });

  it('never sends a path the API would refuse', () => {
    expect(pageViewPath('//evil.example/x', '')).toBe('/evil.example/x');
    const long = pageViewPath(`/${'a'.repeat(5000)}`, '');
    expect(long).toHaveLength(BEACON_PATH_MAX);
    for (const path of [pageViewPath('//x', ''), long, pageViewPath('', '')])
      expect(pageViewBeaconSchema.safeParse({ path }).success).toBe(true);
  });
});

describe('nextPageView', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('sends the document referrer with the first view only', () => {
    expect(nextPageView(at('/'), null, 'https://www.google.com/')).toEqual({
      path: '/',
      referrer: 'https://www.google.com/',
    });
    expect(nextPageView(at('/search', '?location=Leeds'), '/', 'https://www.google.com/')).toEqual({
      path: '/search?location=Leeds',
    });
  });

  it('marks the first view of a page load with its referrer even when there is none', () => {
    expect(nextPageView(at('/'), null, '')).toEqual({ path: '/', referrer: '' });
    expect(nextPageView(at('/'), null, `https://example.com/${'q'.repeat(3000)}`)?.referrer).toHaveLength(
      BEACON_PATH_MAX,
    );
  });

  it('sends nothing while the page stays the same', () => {
    expect(nextPageView(at('/search'), '/search', '')).toBeNull();
    // A new filter or tab is the same page.
    expect(nextPageView(at('/search', '?page=2'), '/search', '')).toBeNull();
    expect(nextPageView(at('/admin-working', '?tab=users'), '/admin-working', '')).toBeNull();
    expect(nextPageView(at('/about-us'), '/search', '')).toEqual({ path: '/about-us' });
  });
});

describe('pageLoadMs', () => {
  const timing = (now: number, domContentLoadedEventEnd?: number) => ({
    now: () => now,
    getEntriesByType: () =>
      (domContentLoadedEventEnd === undefined
        ? []
        : [{ domContentLoadedEventEnd }]) as unknown as PerformanceEntryList,
  });

  it("times the first page by the browser's navigation timing", () => {
    expect(pageLoadMs(true, null, timing(2_000, 812.6))).toBe(813);
    // DOMContentLoaded not fired yet: the time so far.
    expect(pageLoadMs(true, null, timing(1_234.4, 0))).toBe(1_234);
  });

  it('times a page reached in the app from when the router started loading it', () => {
    expect(pageLoadMs(false, 10_000, timing(10_250))).toBe(250);
    expect(pageLoadMs(false, null, timing(10_250))).toBe(0);
    expect(pageLoadMs(false, 0, timing(9_000_000))).toBe(600_000);
  });
});

describe('pageStatus', () => {
  it("is the deepest route's pageStatus, else 200", () => {
    expect(pageStatus([{ handle: undefined }, { handle: { pageStatus: 404 } }])).toBe(404);
    expect(pageStatus([{ handle: { title: 'x' } }, {}])).toBe(200);
    expect(pageStatus([])).toBe(200);
  });
});
