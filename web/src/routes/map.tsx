import type { BoundingBox, ListingCard } from '@contracts/property';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { useProperty } from '@/features/listings/api/get-property';
import { LazyPropertyMap } from '@/features/listings/components/lazy-property-map';
import { useMapListLink } from '@/features/listings/hooks/use-map-list-link';
import { usePropertiesInArea } from '@/features/listings/hooks/use-properties-in-area';
import { coordinates, LONDON } from '@/features/listings/lib/property-display';
import { AreaCoverageNote } from '@/features/map-explorer/components/area-coverage-note';
import { HomesInViewList } from '@/features/map-explorer/components/homes-in-view-list';
import { NeighbourhoodInsights } from '@/features/map-explorer/components/neighbourhood-insights';
import { SelectPropertyPrompt } from '@/features/map-explorer/components/select-property-prompt';
import { SelectedPropertyPanel } from '@/features/map-explorer/components/selected-property-panel';
import { AREA_ZOOM, findInsight } from '@/features/map-explorer/lib/neighbourhood-insights';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';

// Needs Leaflet, so it arrives with the map rather than with this page.
const NeighbourhoodCircles = lazy(() => import('@/features/map-explorer/components/neighbourhood-circles'));

/** SPEC 9: default zoom 8, a selected property at 14. */
const DEFAULT_ZOOM = 8;
const PROPERTY_ZOOM = 14;

interface MapFocus {
  center: [number, number];
  zoom: number;
  key: string;
}

/** /map (SPEC 2, Interactive Property Map): listings in view as price markers, a details panel, area insights. */
export function Component() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('property');
  const selected = useProperty(selectedId ?? undefined);
  const [bbox, setBbox] = useState<BoundingBox | null>(null);
  const area = usePropertiesInArea(bbox);
  const [openArea, setOpenArea] = useState<string | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The list under the map and the details panel point at markers the way /search's cards do.
  const link = useMapListLink();

  const select = (property: ListingCard) => {
    setParams({ property: property.id }, { replace: true, preventScrollReset: true });
    const position = coordinates(property);
    if (position) setFocus({ center: position, zoom: PROPERTY_ZOOM, key: `property:${property.id}` });
    // On a phone the panel sits under the map: bring the details into view.
    if (!window.matchMedia('(min-width: 1024px)').matches)
      panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const toggleArea = (key: string) => {
    const next = openArea === key ? null : key;
    setOpenArea(next);
    const insight = findInsight(next);
    if (insight) setFocus({ center: insight.centre, zoom: AREA_ZOOM, key: `area:${insight.key}` });
  };

  // A shared link (?property=) opens on that home once it has loaded.
  const linked = selected.data ? coordinates(selected.data) : null;
  const view =
    focus ??
    (linked
      ? { center: linked, zoom: PROPERTY_ZOOM, key: `property:${selectedId}` }
      : { center: LONDON, zoom: DEFAULT_ZOOM, key: 'start' });
  const markers =
    selected.data && !area.items.some((p) => p.id === selected.data.id)
      ? [...area.items, selected.data]
      : area.items;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <PageMeta
        page="Interactive Property Map"
        description="Explore homes for sale across the UK on a map by location and price, and compare neighbourhoods."
        path={paths.map}
        openGraph={{}}
      />
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Interactive Property Map</h1>
        <p className="text-slate-600">
          Explore homes for sale by location and price, and compare neighbourhoods.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-2 lg:col-span-2">
          <LazyPropertyMap
            properties={markers}
            center={view.center}
            zoom={view.zoom}
            viewKey={view.key}
            selectedId={selected.data?.id ?? null}
            highlightedId={link.markerId}
            onSelect={select}
            onBoundsChange={setBbox}
            label="Map of homes for sale; choose a price marker to see its details"
            loadingMessage="Loading interactive map..."
            className="h-[450px] sm:h-[600px]"
          >
            <Suspense fallback={null}>
              <NeighbourhoodCircles openKey={openArea} onToggle={toggleArea} />
            </Suspense>
          </LazyPropertyMap>
          <AreaCoverageNote
            shown={area.items.length}
            total={area.total}
            loading={area.isFetching}
            failed={area.isError}
          />
          <HomesInViewList
            homes={area.items}
            selectedId={selected.data?.id ?? null}
            onSelect={select}
            rowEvents={link.card.cardEvents}
          />
        </div>
        <aside className="space-y-6" aria-label="Property details and neighbourhoods">
          <Card
            ref={panelRef}
            className="scroll-mt-20"
            {...(selected.data ? link.card.cardEvents(selected.data.id) : {})}
          >
            <CardContent className="pt-6">
              {selected.data ? (
                <SelectedPropertyPanel
                  key={selected.data.id}
                  property={selected.data}
                  onClose={() => setParams({}, { replace: true, preventScrollReset: true })}
                  contactDefaults={
                    user
                      ? { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email }
                      : undefined
                  }
                />
              ) : (
                <SelectPropertyPrompt />
              )}
            </CardContent>
          </Card>
          <NeighbourhoodInsights openKey={openArea} onToggle={toggleArea} />
        </aside>
      </div>
    </div>
  );
}
