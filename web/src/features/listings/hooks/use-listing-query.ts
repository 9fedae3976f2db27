import type { PropertySort } from '@contracts/property';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readListingQuery,
  writeListingQuery,
  type ListingQuery,
  type ListingView,
} from '../lib/listing-query';
import { ANY_PRICE, EMPTY_FILTERS, type FilterValues } from '../lib/search-filters';

/**
 * The listing page's state, kept in the address bar so a search can be shared and survives a
 * reload. A new search adds a history entry (Back returns to the previous one); sort and view
 * changes replace the current entry.
 */
export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListingQuery(params), [params]);

  const update = useCallback(
    (next: ListingQuery, replace: boolean) =>
      setParams(writeListingQuery(next), { replace, preventScrollReset: true }),
    [setParams],
  );

  return {
    query,
    /** A submitted search; choosing a price range replaces the quiz's price cap. */
    search: (filters: FilterValues) =>
      update(
        { ...query, filters, maxPrice: filters.priceRange === ANY_PRICE ? query.maxPrice : undefined },
        false,
      ),
    clearFilters: () => update({ ...query, filters: EMPTY_FILTERS, maxPrice: undefined }, false),
    clearPriceCap: () => update({ ...query, maxPrice: undefined }, false),
    setSort: (sort: PropertySort) => update({ ...query, sort }, true),
    setView: (view: ListingView) => update({ ...query, view }, true),
  };
}
