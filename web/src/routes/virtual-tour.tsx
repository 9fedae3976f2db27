import type { Property } from '@contracts/property';
import { lazy, Suspense, useMemo } from 'react';
import { LazyPropertyMap } from '@/features/listings/components/lazy-property-map';
import { MapLoading } from '@/features/listings/components/map-loading';
import { ListingImage } from '@/components/listing-image';
import { listingImages } from '@/lib/image-url';
import { coordinates, LONDON } from '@/features/listings/lib/property-display';
import { useTourProperties } from '@/features/virtual-tour/api/get-tour-properties';
import { TourControls } from '@/features/virtual-tour/components/tour-controls';
import { TourEmptyState } from '@/features/virtual-tour/components/tour-empty-state';
import { TourStopCard } from '@/features/virtual-tour/components/tour-stop-card';
import { TourUnavailable } from '@/features/virtual-tour/components/tour-unavailable';
import { useVirtualTour } from '@/features/virtual-tour/hooks/use-virtual-tour';
import { ARRIVAL_ZOOM } from '@/features/virtual-tour/lib/tour-state';
import { PageTitle } from '@/components/page-title';

// Needs Leaflet, so it arrives with the map rather than with this page.
const TourMapLayers = lazy(() => import('@/features/virtual-tour/components/tour-map-layers'));

const NO_PROPERTIES: Property[] = [];
const MAP_HEIGHT = 'h-[320px] sm:h-[480px]';

/** /virtual-tour (SPEC 2, 3D Interactive Map Tour): a guided, narrated tour of the first 8 listings. */
export function Component() {
  const query = useTourProperties();
  const properties = query.data ?? NO_PROPERTIES;
  const tour = useVirtualTour(properties, coordinates);
  const { current, position, points, goTo } = tour;
  // Drawn again when the stop changes, not on each progress tick (ten a second): redrawing the
  // markers that often would make the tour stutter on a slow phone.
  const map = useMemo(
    () =>
      current && (
        <LazyPropertyMap
          properties={properties}
          center={position ?? LONDON}
          zoom={ARRIVAL_ZOOM}
          viewKey="tour"
          selectedId={current.id}
          onSelect={(property) => goTo(properties.findIndex((p) => p.id === property.id))}
          label="Map of the tour; the current stop's price marker is outlined, choose another to go there"
          loadingMessage="Loading tour map..."
          className={MAP_HEIGHT}
        >
          <Suspense fallback={null}>
            <TourMapLayers position={position} points={points} />
          </Suspense>
        </LazyPropertyMap>
      ),
    [properties, current, position, points, goTo],
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <PageTitle page="3D Interactive Map Tour" />
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">3D Interactive Map Tour</h1>
        <p className="text-slate-600">
          A guided tour of the newest homes for sale and what is around them. Each stop lasts 15 seconds.
        </p>
      </header>
      {query.isPending ? (
        <MapLoading className={MAP_HEIGHT} message="Loading tour..." />
      ) : query.isError ? (
        <TourUnavailable onRetry={() => void query.refetch()} />
      ) : !current ? (
        <TourEmptyState />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            {map}
            <TourControls tour={tour} titles={properties.map((property) => property.title)} />
          </div>
          <TourStopCard
            property={current}
            points={points}
            photo={
              <ListingImage
                src={listingImages(current.images)[0]}
                alt={current.title}
                priority="eager"
                sizes="(min-width: 1024px) 400px, 100vw"
                className="aspect-[16/10] w-full"
              />
            }
          />
        </div>
      )}
    </div>
  );
}
