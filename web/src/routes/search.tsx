import { AreaToolbar } from '@/components/map/area-toolbar';
import { LazyDrawAreaLayer } from '@/components/map/lazy-draw-area-layer';
import { useAreaDrawing } from '@/components/map/use-area-drawing';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { LazyPropertyMap } from '@/features/listings/components/lazy-property-map';
import { ListingResults } from '@/features/listings/components/listing-results';
import { SearchPageMeta } from '@/features/listings/components/listings-page-meta';
import { ListingsControls } from '@/features/listings/components/listings-controls';
import { PhoneFilters } from '@/features/listings/components/phone-filters';
import { SearchFilterForm } from '@/features/listings/components/search-filter-form';
import { useListingsPage } from '@/features/listings/hooks/use-listings-page';
import { useMapListLink } from '@/features/listings/hooks/use-map-list-link';
import { averageCentre } from '@/features/listings/lib/property-display';
import { LazySaveSearchButton } from '@/features/saved-searches/components/lazy-save-search-button';

/**
 * /search: the home filters plus the UK ones (radius, prices, built form, tenure...), results
 * beside a map. On phones the results come first and the filters open from 'Filters (n)'.
 */
export function Component() {
  const { isAuthenticated } = useAuth();
  const page = useListingsPage(isAuthenticated);
  const { query, results } = page;
  const link = useMapListLink();
  const area = query.filters.area || null;
  const drawing = useAreaDrawing(page.setArea);

  return (
    <div className="mx-auto max-w-[1440px] space-y-6 px-4 py-8">
      <SearchPageMeta query={query} />
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Search Properties</h1>
        <p className="hidden text-slate-600 md:block">
          Filter homes for sale across the UK; the address bar keeps your search, so you can share it.
        </p>
      </header>
      <Card className="hidden md:block">
        <CardContent className="pt-6">
          <SearchFilterForm
            variant="search"
            values={query.filters}
            onSubmit={page.submit}
            busy={results.isLoading}
          />
        </CardContent>
      </Card>
      <PhoneFilters
        className="md:hidden"
        values={query.filters}
        body={results.filter}
        onSubmit={page.submit}
        busy={results.isLoading}
      />
      <ListingsControls
        page={page}
        actions={isAuthenticated && results.isSearch && <LazySaveSearchButton filters={results.filter} />}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            Results
          </h2>
          <ListingResults
            results={results}
            isAuthenticated={isAuthenticated}
            favoriteIds={page.favoriteIds}
            columns="narrow"
            onClearFilters={page.clearFilters}
            link={link.card}
          />
        </section>
        <section aria-labelledby="results-map-title">
          <h2 id="results-map-title" className="sr-only">
            Results on a map
          </h2>
          <AreaToolbar drawing={drawing} hasArea={area !== null} className="mb-2" />
          <LazyPropertyMap
            properties={results.items}
            center={averageCentre(results.items)}
            zoom={10}
            viewKey={`${page.searchKey}|${results.items.length}`}
            fit="results"
            highlightedId={link.markerId}
            selectedId={link.card.chosenId}
            onSelect={link.choose}
            label="Map of the search results; choose a price marker to find its home in the list"
            className="h-72 sm:h-96 lg:sticky lg:top-20 lg:h-[calc(100vh-10rem)]"
          >
            <LazyDrawAreaLayer area={area} drawing={drawing} />
          </LazyPropertyMap>
        </section>
      </div>
    </div>
  );
}
