import { useFavoriteIds } from '@/features/favorites/api/get-saved-homes';
import { toSearchBody, type FilterValues } from '../lib/search-filters';
import { submitted, useListingQuery } from './use-listing-query';
import { useListingResults } from './use-listing-results';
import { useSearchFeedback } from './use-search-feedback';

/** Everything the home and search pages share: address-bar state, results, feedback, saved ids. */
export function useListingsPage(isAuthenticated: boolean) {
  const state = useListingQuery();
  const results = useListingResults(state.query);
  const feedback = useSearchFeedback(results, isAuthenticated);
  const favoriteIds = useFavoriteIds(isAuthenticated);

  return {
    ...state,
    results,
    favoriteIds,
    searchKey: JSON.stringify(results.filter),
    submit(filters: FilterValues) {
      feedback.markSubmitted(JSON.stringify(toSearchBody(submitted(filters))));
      state.search(filters);
    },
  };
}
