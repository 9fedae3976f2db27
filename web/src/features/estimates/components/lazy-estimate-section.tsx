import { deferred } from '@/components/deferred';

/** Below the fold, with its data fetched once the page is up: its code and hydration come after the page's. */
export const LazyEstimateSection = deferred(() =>
  import('./estimate-section').then((m) => m.EstimateSection),
);
