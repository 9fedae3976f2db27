import { SearchX, Search } from 'lucide-react';
import { lazy, type Ref, useMemo } from 'react';
import { BrowserOnlySuspense } from '@/components/client-only';
import { deferred } from '@/components/deferred';
import { AreaToolbar } from '@/components/map/area-toolbar';
import { useAreaDrawing } from '@/components/map/use-area-drawing';
import { Skeleton } from '@/components/ui/skeleton';
import { countLabel } from '@/lib/format';
import type { useSoldPrices } from '../api/get-sold-prices';
import { canSortByDistance, SORT_LABELS, SORTS, type SoldSearch, type SoldSort } from '../lib/sold-search';
import { LabelledSelect } from './labelled-select';
import { NoResultsHint } from './no-results-hint';
import { ResultsEmptyState } from './results-empty-state';
import { ResultsLoading } from './results-loading';
import { SearchErrorAlert } from './search-error-alert';

const SoldResultsMap = lazy(() => import('./sold-results-map'));
// Fifty cards: their code and hydration come after the rest of the page's, in slices of their own
// (given stable props, see hydratedApart).
const SoldResultList = deferred(() => import('./sold-result-list').then((m) => m.SoldResultList));

interface SoldResultsSectionProps {
  search: SoldSearch | null;
  results: ReturnType<typeof useSoldPrices>;
  onSortChange: (sort: SoldSort) => void;
  onAreaChange: (area: string | null) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The sold prices page's results (SPEC 2): heading, states, count, cards and paging. */
export function SoldResultsSection({
  search,
  results,
  onSortChange,
  onAreaChange,
  headingRef,
}: SoldResultsSectionProps) {
  const drawing = useAreaDrawing(onAreaChange);
  // One array per answer, so the map clusters again only when the sales change.
  const sales = useMemo(() => results.data?.pages.flatMap((page) => page.results) ?? [], [results.data]);
  const total = results.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="sold-results-heading" className="space-y-4">
      <div>
        <h2
          id="sold-results-heading"
          ref={headingRef}
          className="scroll-mt-20 text-2xl font-semibold text-slate-900"
        >
          {search?.area
            ? 'Recent Sales in the drawn area'
            : search
              ? `Recent Sales in ${search.postcode}`
              : 'Search Results'}
        </h2>
        <p className="text-sm text-slate-500">Property sale data © Crown copyright</p>
      </div>

      {!search ? (
        <ResultsEmptyState
          icon={Search}
          title="Enter a postcode above and click Search Properties to see what homes sold for"
        >
          Using real HM Land Registry data
        </ResultsEmptyState>
      ) : !results.data && results.isFetching ? (
        <ResultsLoading />
      ) : results.isError && sales.length === 0 ? (
        <SearchErrorAlert error={results.error} onRetry={() => void results.refetch()} />
      ) : sales.length === 0 ? (
        <>
          {search.area && <AreaToolbar drawing={drawing} hasArea found="sales" />}
          <ResultsEmptyState
            icon={SearchX}
            title={
              search.area
                ? 'No sales found in the drawn area'
                : `No properties found for "${search.postcode}"`
            }
          >
            <NoResultsHint page={results.data?.pages[0]} postcode={search.postcode} />
          </ResultsEmptyState>
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="font-medium text-slate-800" aria-live="polite">
              Found {countLabel(total, 'property', 'properties')}
            </p>
            <LabelledSelect
              id="sold-sort"
              label="Sort by"
              className="w-48"
              value={search.sort ?? 'newest'}
              options={SORTS.filter((sort) => sort !== 'distance' || canSortByDistance(search))}
              optionLabel={(sort) => SORT_LABELS[sort]}
              onValueChange={onSortChange}
            />
          </div>
          <BrowserOnlySuspense nearView fallback={<Skeleton className="h-72 w-full rounded-xl sm:h-96" />}>
            <AreaToolbar drawing={drawing} hasArea={search.area !== undefined} found="sales" />
            <SoldResultsMap search={search} sales={sales} drawing={drawing} />
          </BrowserOnlySuspense>
          <SoldResultList
            pages={results.data?.pages}
            loadingMore={results.isFetchingNextPage}
            fetchNextPage={results.fetchNextPage}
          />
        </>
      )}
    </section>
  );
}
