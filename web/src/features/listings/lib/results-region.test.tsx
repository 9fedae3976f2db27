import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announceResults, RESULTS_ANNOUNCER_ID, RESULTS_REGION_ID, revealResults } from './results-region';

function renderRegion() {
  render(
    <div id={RESULTS_REGION_ID}>
      <p id={RESULTS_ANNOUNCER_ID} role="status" aria-live="polite" />
    </div>,
  );
  return document.getElementById(RESULTS_ANNOUNCER_ID)!;
}

describe('results region', () => {
  it("reads out '{n} homes found', again when a search finds the same number", () => {
    const region = renderRegion();
    announceResults(12);
    expect(region.textContent).toBe('12 homes found');
    announceResults(12);
    expect(region.textContent).toBe('12 homes found\u00a0');
    announceResults(1);
    expect(region.textContent).toBe('1 home found');
    announceResults(1234);
    expect(region.textContent).toBe('1,234 homes found');
  });

  it('scrolls the results up unless they already start in the upper half of the window', () => {
    renderRegion();
    const region = document.getElementById(RESULTS_REGION_ID)!;
    const scrollIntoView = vi.fn();
    region.scrollIntoView = scrollIntoView;
    const at = (top: number) => vi.spyOn(region, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    at(100);
    revealResults();
    expect(scrollIntoView).not.toHaveBeenCalled();
    at(window.innerHeight - 10);
    revealResults();
    at(-400);
    revealResults();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });
});
