import { BellRing, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchItem, type SavedSearchItemProps } from './saved-search-item';

/** The dashboard's saved searches: open, rename, switch alerts, delete. */
export function SavedSearchesSection({ resultsHref }: Pick<SavedSearchItemProps, 'resultsHref'>) {
  const searches = useSavedSearches();

  return (
    <section aria-labelledby="saved-searches-title" className="space-y-3">
      <h2 id="saved-searches-title" className="flex items-center gap-2 text-xl font-semibold">
        <BellRing aria-hidden className="size-5 text-brand-600" />
        Saved searches
      </h2>
      {searches.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading saved searches">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : searches.isError ? (
        <Alert variant="destructive">Your saved searches could not be loaded. Please try again.</Alert>
      ) : searches.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          <p>No saved searches yet. Search for homes, then choose 'Save search' to hear about new ones.</p>
          <Button asChild variant="outline" className="mt-3">
            <Link to={paths.search}>
              <Search aria-hidden />
              Search homes
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-2">
          {searches.data.map((search) => (
            <SavedSearchItem key={search.id} search={search} resultsHref={resultsHref} />
          ))}
        </ul>
      )}
    </section>
  );
}
