import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserOnlySuspense } from './client-only';

/**
 * jsdom has no IntersectionObserver: this one records what it watches and lets the test say when
 * the element comes near the viewport.
 */
function installObserver() {
  const watched: { callback: IntersectionObserverCallback }[] = [];
  class TestObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      watched.push({ callback: this.callback });
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', TestObserver);
  return {
    scrollNear: () =>
      act(() => {
        for (const { callback } of watched) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('BrowserOnlySuspense', () => {
  it('shows the part once the page is up', () => {
    installObserver();
    render(<BrowserOnlySuspense fallback={<p>Loading chart</p>}>Chart</BrowserOnlySuspense>);
    expect(screen.getByText('Chart')).toBeTruthy();
  });

  it('nearView: shows the fallback until the part is about to scroll into view', async () => {
    const observer = installObserver();
    render(
      <BrowserOnlySuspense nearView fallback={<p>Loading chart</p>}>
        Chart
      </BrowserOnlySuspense>,
    );
    expect(screen.getByText('Loading chart')).toBeTruthy();
    expect(screen.queryByText('Chart')).toBeNull();
    await observer.scrollNear();
    expect(screen.getByText('Chart')).toBeTruthy();
  });
});
