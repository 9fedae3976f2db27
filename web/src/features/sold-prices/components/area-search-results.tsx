import { LoadMore } from '@/components/load-more';
import { Search, SearchX } from 'lucide-react';
import type { useSoldPrices } from '../api/get-sold-prices';
import type { SoldSearch } from '../lib/sold-search';
import { AreaSalesTable } from './area-sales-table';
import { AreaSummary } from './area-summary';
import { NoResultsHint } from './no-results-hint';
import { ResultsEmptyState } from './results-empty-state';
import { ResultsLoading } from './results-loading';

interface AreaSearchResultsProps {
  search: SoldSearch | null;
  results: ReturnType<typeof useSoldPrices>;
}

/** The area search's answer: summary figures, then the sales as a table. */
export function AreaSearchResults({ search, results }: AreaSearchResultsProps) {
  const sales = results.data?.pages.flatMap((page) => page.results) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;
  const loadMore = async () => {
    const next = await results.fetchNextPage();
    // The page's messages are alerts (SPEC 8); what is already shown stays.
    if (next.isError) window.alert('Search failed. Please try again.');
  };
  if (!search) return <ResultsEmptyState icon={Search} title="Enter a postcode to see the sales around it" />;
  if (!results.data) return <ResultsLoading />;
  if (sales.length === 0) {
    return (
      <ResultsEmptyState icon={SearchX} title={`No sales found around "${search.postcode}"`}>
        <NoResultsHint page={results.data?.pages[0]} postcode={search.postcode} />
      </ResultsEmptyState>
    );
  }
  return (
    <>
      <AreaSummary sales={sales} total={total} />
      <section aria-labelledby="area-sales-heading" className="space-y-3">
        <h2 id="area-sales-heading" className="text-xl font-semibold text-slate-900">
          Sales around {search.postcode}
        </h2>
        <AreaSalesTable sales={sales} />
        <LoadMore
          shown={sales.length}
          total={total}
          hasMore={sales.length < total}
          loading={results.isFetchingNextPage}
          className="gap-2 pt-2"
          onLoadMore={() => void loadMore()}
        />
      </section>
    </>
  );
}
