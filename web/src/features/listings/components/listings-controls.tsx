import type { ReactNode } from 'react';
import type { useListingsPage } from '../hooks/use-listings-page';
import { RESULTS_ANNOUNCER_ID, RESULTS_REGION_ID } from '../lib/results-region';
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
    <div id={RESULTS_REGION_ID} className="scroll-mt-20 space-y-6">
      {/* Filled in by the search feedback once a search has answered ('12 homes found'). */}
      <p id={RESULTS_ANNOUNCER_ID} role="status" aria-live="polite" className="sr-only" />
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
    </div>
  );
}
