import type { ReactNode } from 'react';
import type { useListingsPage } from '../hooks/use-listings-page';
import { ListingsToolbar } from './listings-toolbar';
import { PriceCapNotice } from './price-cap-notice';

interface ListingsControlsProps {
  page: ReturnType<typeof useListingsPage>;
  /** More buttons beside Clear Filters (the page's 'Save search'). */
  actions?: ReactNode;
  /** The home page offers grid or map; /search always shows both. */
  withViewToggle?: boolean;
}

/** What sits above a list of listings: the quiz's price cap, the count, Clear Filters, sort (and view). */
export function ListingsControls({ page, actions, withViewToggle }: ListingsControlsProps) {
  const { query, results } = page;
  return (
    <>
      {query.maxPrice !== undefined && (
        <PriceCapNotice maxPrice={query.maxPrice} onClear={page.clearPriceCap} />
      )}
      <ListingsToolbar
        total={results.total}
        loading={results.isLoading}
        filtered={results.isSearch}
        onClear={page.clearFilters}
        sort={query.sort}
        onSortChange={page.setSort}
        actions={actions}
        view={withViewToggle ? query.view : undefined}
        onViewChange={withViewToggle ? page.setView : undefined}
      />
    </>
  );
}
