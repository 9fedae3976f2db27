import type { ListingCard } from '@contracts/property';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { propertiesQueryOptions } from '../api/get-properties';
import { searchPropertiesQueryOptions } from '../api/search-properties';
import { isDefaultFilters, listingFilterBody, type ListingQuery } from '../lib/listing-query';
import { sortProperties } from '../lib/sort-properties';

/**
 * The listings a page shows (SPEC 4, Home list): every listing until a filter is set, then the
 * search's matches, page by page. While a new sort or search loads, the previous list stays up,
 * re-sorted at once on the client with the same order the server uses.
 */
export function useListingResults(query: Pick<ListingQuery, 'filters' | 'sort'>) {
  const filter = useMemo(() => listingFilterBody(query), [query]);
  const isSearch = !isDefaultFilters(query);
  // Both have the same page shape; only their keys differ.
  const options = (
    isSearch ? searchPropertiesQueryOptions(filter, query.sort) : propertiesQueryOptions(query.sort)
  ) as ReturnType<typeof propertiesQueryOptions>;
  const result = useInfiniteQuery({ ...options, placeholderData: keepPreviousData });

  const items = useMemo(() => {
    const seen = new Set<string>();
    const merged: ListingCard[] = [];
    // A listing added while paging shifts the pages by one: never show the same card twice.
    for (const page of result.data?.pages ?? []) {
      for (const item of page.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        merged.push(item);
      }
    }
    return sortProperties(merged, query.sort);
  }, [result.data, query.sort]);

  const failed = result.isError && !result.isFetchNextPageError;
  return {
    filter,
    isSearch,
    /** A failed search empties the list (SPEC 4). */
    items: failed ? [] : items,
    total: failed ? 0 : (result.data?.pages[0]?.total ?? 0),
    isLoading: result.isPending || (result.isPlaceholderData && result.isFetching),
    isInitialLoad: result.isPending,
    isError: failed,
    error: result.error,
    isSuccess: result.isSuccess && !result.isPlaceholderData,
    dataUpdatedAt: result.dataUpdatedAt,
    hasNextPage: result.hasNextPage && !result.isPlaceholderData,
    isFetchingNextPage: result.isFetchingNextPage,
    loadMoreFailed: result.isFetchNextPageError,
    fetchNextPage: () => void result.fetchNextPage(),
    refetch: () => void result.refetch(),
  };
}

export type ListingResults = ReturnType<typeof useListingResults>;
