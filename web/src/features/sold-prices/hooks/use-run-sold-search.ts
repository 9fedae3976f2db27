import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { soldPricesQueryOptions, SoldSearchError } from '../api/get-sold-prices';
import type { SearchOutcome } from '../lib/search-feedback';
import type { SoldSearch } from '../lib/sold-search';

/**
 * Runs a search the person asked for and says how it ended, so the page can react once (toast,
 * alert, clearing the form). It shares the cache entry the result list reads, so the list shows
 * the same request's loading state and answer without a second fetch.
 */
export function useRunSoldSearch() {
  const queryClient = useQueryClient();
  return useCallback(
    async (search: SoldSearch): Promise<SearchOutcome> => {
      try {
        const data = await queryClient.fetchInfiniteQuery(soldPricesQueryOptions(search));
        return { kind: 'found', total: data.pages[0]?.total ?? 0 };
      } catch (error) {
        return error instanceof SoldSearchError
          ? { kind: 'refused', message: error.message }
          : { kind: 'failed' };
      }
    },
    [queryClient],
  );
}
