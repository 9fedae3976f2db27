import { useEffect, useRef } from 'react';
import { toast } from '@/lib/use-toast';
import { trackSearch } from '../api/track-search';
import { announceResults, revealResults } from '../lib/results-region';
import { hasFilters } from '../lib/search-filters';
import type { ListingResults } from './use-listing-results';

/**
 * After a search the user ran (not a page opened from a link): SPEC 8's toasts for a failed or
 * empty search, and, for a signed-in user, POST /api/search/track once the search has answered.
 * A search that answered is also read out ('12 homes found') and its results brought into view.
 */
export function useSearchFeedback(results: ListingResults, isAuthenticated: boolean) {
  const submitted = useRef<string | null>(null);
  const key = JSON.stringify(results.filter);
  const settled = !results.isLoading && (results.isSuccess || results.isError);

  useEffect(() => {
    if (submitted.current !== key || !settled) return;
    submitted.current = null;
    // SPEC 7: tracked after the search whatever it found (or failed to), only when it filters
    // something; failing to remember a search must never bother the user searching.
    if (isAuthenticated && hasFilters(results.filter)) trackSearch(results.filter).catch(() => undefined);
    if (results.isError) {
      toast({
        title: 'Search Error',
        description: 'Unable to search properties. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    announceResults(results.total);
    revealResults();
    if (!hasFilters(results.filter)) return;
    if (results.total === 0) {
      toast({
        title: 'No results found',
        description: 'No properties match your search criteria. Try adjusting your filters.',
      });
    }
  }, [key, settled, results.isError, results.filter, results.total, isAuthenticated]);

  return {
    /** Call with the filter about to be searched; a search identical to the current one runs again. */
    markSubmitted(nextKey: string) {
      submitted.current = nextKey;
      if (nextKey === key) results.refetch();
    },
  };
}
