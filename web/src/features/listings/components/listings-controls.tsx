import { deferred } from '@/components/deferred';
import type { ReactNode } from 'react';
import type { useListingsPage } from '../hooks/use-listings-page';
import { RESULTS_ANNOUNCER_ID, RESULTS_REGION_ID } from '../lib/results-region';
import { ListingsToolbar } from './listings-toolbar';

// Shown only after the mortgage quiz: its code stays out of everyone else's first load.
const PriceCapNotice = deferred(() => import('./price-cap-notice').then((m) => m.PriceCapNotice));

interface ListingsControlsProps {
  page: ReturnType<typeof useListingsPage>;
  /** More buttons beside Clear Filters (the page's 'Save search'). */
  actions?: ReactNode;
  /** The home page offers grid or map; /search always shows both. */
  withViewToggle?: boolean;
  /**
   * Say that a maximum price is the mortgage quiz's budget (the home page, whose form has no
   * maximum price; /search shows it in its own field).
   */
  priceCapNotice?: boolean;
}

/** What sits above a list of listings: the quiz's price cap, the count, Clear Filters, sort (and view). */
export function ListingsControls({ page, actions, withViewToggle, priceCapNotice }: ListingsControlsProps) {
  const { query, results } = page;
  const cap = results.filter.maxPrice;
  return (
    <div id={RESULTS_REGION_ID} className="scroll-mt-20 space-y-6">
      {/* Filled in by the search feedback once a search has answered ('12 homes found'). */}
      <p id={RESULTS_ANNOUNCER_ID} role="status" aria-live="polite" className="sr-only" />
      {priceCapNotice && cap !== undefined && <PriceCapNotice maxPrice={cap} onClear={page.clearPriceCap} />}
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
