import { useState } from 'react';
import { SignInRequired } from '@/components/sign-in-required';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/lib/auth';
import { useSavedHomes } from '@/features/favorites/api/get-saved-homes';
import { CompareBar } from '@/features/favorites/components/compare-bar';
import { LazyComparisonDialog } from '@/features/favorites/components/lazy-comparison-dialog';
import { FavoritesEmpty } from '@/features/favorites/components/favorites-empty';
import { SavedHomesGrid } from '@/features/favorites/components/saved-homes-grid';
import { useCompareSelection } from '@/features/favorites/hooks/use-compare-selection';
import { PropertyCard } from '@/features/listings/components/property-card';
import { PropertyGridSkeleton } from '@/features/listings/components/property-grid-skeleton';
import { countLabel } from '@/lib/format';
import { PageTitle } from '@/components/page-title';

/** /favorites (SPEC 2, Favourites): saved homes, with private notes and a side-by-side comparison. */
export function Component() {
  const { isAuthenticated, isLoading } = useAuth();
  const saved = useSavedHomes(isAuthenticated);
  const selection = useCompareSelection(saved.data);
  const [comparing, setComparing] = useState(false);

  if (!isAuthenticated && !isLoading) {
    return (
      <SignInRequired
        title="Sign in to see your favourites"
        description="Save homes as you browse and find them all here."
      />
    );
  }
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:py-12">
      <PageTitle page="Your Favorite Properties" />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Your Favorite Properties</h1>
        {saved.data && saved.data.length > 0 && (
          <p className="mt-1 text-slate-600">
            {countLabel(saved.data.length, 'saved home')} · add private notes, or choose up to four to
            compare.
          </p>
        )}
      </header>
      {saved.isPending ? (
        <PropertyGridSkeleton count={6} />
      ) : saved.isError ? (
        <EmptyState
          title="Unable to load your favourites"
          description="Please check your connection and try again."
        >
          <Button type="button" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : saved.data.length === 0 ? (
        <FavoritesEmpty />
      ) : (
        <SavedHomesGrid
          homes={saved.data}
          selection={selection}
          renderCard={(home) => <PropertyCard property={home} isAuthenticated saved headingLevel="h2" />}
        />
      )}
      <CompareBar
        count={selection.selected.length}
        onCompare={() => setComparing(true)}
        onClear={selection.clear}
      />
      <LazyComparisonDialog ids={selection.selected} open={comparing} onOpenChange={setComparing} />
    </div>
  );
}
