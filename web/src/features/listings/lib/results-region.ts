import { countLabel } from '@/lib/format';

/**
 * Where a finished home search shows its outcome beyond SPEC 8's toasts: the count and list are
 * scrolled into view, and a polite live region reads out '12 homes found'. Both elements belong to
 * `ListingsControls`; these ids tie them to the search feedback.
 */
export const RESULTS_REGION_ID = 'listing-results';
export const RESULTS_ANNOUNCER_ID = 'listing-results-announcer';

/** '12 homes found', '1 home found'. */
export const resultsFoundText = (total: number) => `${countLabel(total, 'home')} found`;

/** Reads out the count. The same words twice would not be read again: a no-break space tells them apart. */
export function announceResults(total: number) {
  const region = document.getElementById(RESULTS_ANNOUNCER_ID);
  if (!region) return;
  const words = resultsFoundText(total);
  region.textContent = region.textContent === words ? `${words}\u00a0` : words;
}

/** Scrolls the results to the top of the window unless they already start in its upper half. */
export function revealResults() {
  const region = document.getElementById(RESULTS_REGION_ID);
  if (!region) return;
  const top = region.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight / 2) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  region.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
}
