import { useState } from 'react';
import { deferred } from '@/components/deferred';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { HomePageMeta } from '@/features/listings/components/listings-page-meta';
import { HomeHero } from '@/features/listings/components/home-hero';
import { LazyPropertyMap } from '@/features/listings/components/lazy-property-map';
import { ListingResults } from '@/features/listings/components/listing-results';
import { ListingsControls } from '@/features/listings/components/listings-controls';
import { LazySearchFilterForm } from '@/features/listings/components/lazy-search-filter-form';
import { SearchPanel } from '@/features/listings/components/search-panel';
import { useListingsPage } from '@/features/listings/hooks/use-listings-page';
import { writeListingQuery } from '@/features/listings/lib/listing-query';
import { averageCentre } from '@/features/listings/lib/property-display';
import { LazySaveSearchButton } from '@/features/saved-searches/components/lazy-save-search-button';

// Below the fold: their code and hydration come after the listings'.
const PromoCards = deferred(() =>
  import('@/features/listings/components/promo-cards').then((m) => m.PromoCards),
);
const ExploreMapSection = deferred(() =>
  import('@/features/listings/components/explore-map-section').then((m) => m.ExploreMapSection),
);

/** / (SPEC 2, Home): hero search, featured listings as a grid or map, promos, the map section. */
export function Component() {
  const { isAuthenticated } = useAuth();
  const page = useListingsPage(isAuthenticated);
  const { query, results } = page;
  // A shared search link opens with its filters in view.
  const [searchOpen, setSearchOpen] = useState(() => results.isSearch);

  return (
    <>
      <HomePageMeta query={query} />
      <HomeHero searchOpen={searchOpen} onToggleSearch={() => setSearchOpen((open) => !open)}>
        <SearchPanel>
          <LazySearchFilterForm
            values={query.filters}
            onSubmit={page.submit}
            busy={results.isLoading}
            moreFiltersHref={`${paths.search}?${writeListingQuery({ ...query, view: 'grid' })}`}
          />
        </SearchPanel>
      </HomeHero>

      <section aria-labelledby="featured-title" className="mx-auto max-w-7xl space-y-6 px-4 py-12">
        <h2 id="featured-title" className="text-2xl font-bold sm:text-3xl">
          Featured Properties
        </h2>
        <ListingsControls
          page={page}
          actions={isAuthenticated && results.isSearch && <LazySaveSearchButton filters={results.filter} />}
          withViewToggle
          priceCapNotice
        />
        <ListingResults
          results={results}
          isAuthenticated={isAuthenticated}
          favoriteIds={page.favoriteIds}
          onClearFilters={page.clearFilters}
          replaceGrid={
            query.view === 'map'
              ? (items) => (
                  <LazyPropertyMap
                    properties={items}
                    center={averageCentre(items)}
                    zoom={10}
                    viewKey={`${page.searchKey}|${items.length}`}
                    fit={results.isSearch ? 'results' : 'centre'}
                    label="Map of the featured properties"
                    className="h-[500px]"
                  />
                )
              : undefined
          }
        />
      </section>

      <PromoCards />
      <ExploreMapSection properties={results.items} searchKey={page.searchKey} isSearch={results.isSearch} />
    </>
  );
}
