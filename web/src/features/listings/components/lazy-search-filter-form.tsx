import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { SearchFilterForm as Form } from './search-filter-form';

const SearchFilterForm = lazy(() =>
  import('./search-filter-form').then((m) => ({ default: m.SearchFilterForm })),
);

/**
 * The filter form fetched when first shown: the home page opens with it folded away, so its form
 * library stays out of the first load.
 */
export function LazySearchFilterForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense
      fallback={
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <span className="sr-only">Loading search filters...</span>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      }
    >
      <SearchFilterForm {...props} />
    </Suspense>
  );
}
