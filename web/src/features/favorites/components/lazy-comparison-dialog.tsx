import { lazyOpenDialog } from '@/components/lazy-open-dialog';

/** The comparison (its table and dialog) loads when 'Compare' is first pressed. */
export const LazyComparisonDialog = lazyOpenDialog(() =>
  import('./comparison-dialog').then((m) => m.ComparisonDialog),
);
