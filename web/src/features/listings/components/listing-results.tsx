import type { ListingCard } from '@contracts/property';
import { Home, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { hydratedApart } from '@/components/deferred';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListingResults as Results } from '../hooks/use-listing-results';
import type { CardLink } from '../hooks/use-map-list-link';
import { PropertyGrid } from './property-grid';
import { PropertyGridSkeleton } from './property-grid-skeleton';

// Twenty to fifty cards: hydrated after the page around them, in slices, not in its one long task.
const PropertyGridApart = hydratedApart(PropertyGrid);

interface ListingResultsProps {
  results: Results;
  isAuthenticated: boolean;
  favoriteIds: ReadonlySet<string>;
  columns?: 'wide' | 'narrow';
  onClearFilters: () => void;
  /** Shown instead of the grid (the map view); paging stays below it. */
  replaceGrid?: (properties: ListingCard[]) => ReactNode;
  /** Cards linked with a map beside them. */
  link?: CardLink;
}

/** The list under the toolbar: loading, failed, empty, or cards with 'Load more'. */
export function ListingResults({
  results,
  isAuthenticated,
  favoriteIds,
  columns = 'wide',
  onClearFilters,
  replaceGrid,
  link,
}: ListingResultsProps) {
  if (results.isInitialLoad) return <PropertyGridSkeleton columns={columns} />;
  if (results.isError) {
    return (
      <EmptyState icon={<RefreshCw />} title="Unable to search properties" description="Please try again.">
        <Button type="button" onClick={results.refetch}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (results.items.length === 0) {
    return (
      <EmptyState
        icon={<Home />}
        title={results.isSearch ? 'No properties match your search' : 'No properties listed yet'}
        description={results.isSearch ? 'Try adjusting your filters.' : 'Check back soon for new homes.'}
      >
        {results.isSearch && (
          <Button type="button" variant="outline" onClick={onClearFilters}>
            Clear Filters
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <div
      className={results.isLoading ? 'opacity-60 transition-opacity' : undefined}
      aria-busy={results.isLoading}
    >
      {replaceGrid ? (
        replaceGrid(results.items)
      ) : (
        <PropertyGridApart
          properties={results.items}
          isAuthenticated={isAuthenticated}
          favoriteIds={favoriteIds}
          columns={columns}
          link={link}
        />
      )}
      <LoadMore
        shown={results.items.length}
        total={results.total}
        hasMore={results.hasNextPage}
        loading={results.isFetchingNextPage}
        failed={results.loadMoreFailed}
        onLoadMore={results.fetchNextPage}
      />
    </div>
  );
}
