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

/** The filters as searched: a price range replaces minimum and maximum prices. */
export const submitted = (filters: FilterValues): FilterValues =>
  filters.priceRange === ANY_PRICE ? filters : { ...filters, minPrice: '', maxPrice: '' };

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
  // A prop of the price cap notice, a part hydrated apart: a new function each render would make
  // React hydrate it at once (components/deferred.tsx).
  const clearPriceCap = useCallback(
    () => update({ ...query, filters: { ...query.filters, maxPrice: '' } }, false),
    [query, update],
  );

  return {
    query,
    /** A submitted search; choosing a price range replaces minimum and maximum prices (the quiz's cap). */
    search: (filters: FilterValues) => update({ ...query, filters: submitted(filters) }, false),
    clearFilters: () => update({ ...query, filters: EMPTY_FILTERS }, false),
    clearPriceCap,
    /** A drawn area (or null to remove it) is a new search: Back returns to the one before. */
    setArea: (area: string | null) =>
      update({ ...query, filters: { ...query.filters, area: area ?? '' } }, false),
    setSort: (sort: PropertySort) => update({ ...query, sort }, true),
    setView: (view: ListingView) => update({ ...query, view }, true),
  };
}
