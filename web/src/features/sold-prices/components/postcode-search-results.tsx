import { BadgeCheck, Search, SearchX } from 'lucide-react';
import type { useSoldPrices } from '../api/get-sold-prices';
import type { SoldSearch } from '../lib/sold-search';
import { NoResultsHint } from './no-results-hint';
import { ResultsEmptyState } from './results-empty-state';
import { ResultsLoading } from './results-loading';
import { SearchErrorAlert } from './search-error-alert';
import { SoldResultList } from './sold-result-list';

interface PostcodeSearchResultsProps {
  search: SoldSearch | null;
  results: ReturnType<typeof useSoldPrices>;
}

/** The UK Property Search page's results (SPEC 2): heading, note, states and cards. */
export function PostcodeSearchResults({ search, results }: PostcodeSearchResultsProps) {
  const hasResults = (results.data?.pages[0]?.results.length ?? 0) > 0;
  return (
    <section aria-labelledby="postcode-results-heading" className="space-y-4">
      {search && (
        <div>
          <h2 id="postcode-results-heading" className="text-2xl font-semibold text-slate-900">
            Search Results for {search.postcode}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-green-700">
            <BadgeCheck className="h-4 w-4" aria-hidden />
            Authentic data from HM Land Registry
          </p>
        </div>
      )}
      {!search ? (
        <ResultsEmptyState icon={Search} title="Enter a postcode above to search for properties" />
      ) : !results.data && results.isFetching ? (
        <ResultsLoading />
      ) : results.isError && !hasResults ? (
        <SearchErrorAlert error={results.error} onRetry={() => void results.refetch()} />
      ) : !hasResults ? (
        <ResultsEmptyState icon={SearchX} title={`No results found for "${search.postcode}"`}>
          <NoResultsHint page={results.data?.pages[0]} postcode={search.postcode} />
        </ResultsEmptyState>
      ) : (
        <SoldResultList
          pages={results.data?.pages}
          loadingMore={results.isFetchingNextPage}
          fetchNextPage={results.fetchNextPage}
        />
      )}
    </section>
  );
}
