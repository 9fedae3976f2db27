import type { ListingCard } from '@contracts/property';
import { useRef } from 'react';
import { useInView } from '@/lib/use-in-view';
import { averageCentre } from '../lib/property-display';
import { LazyPropertyMap } from './lazy-property-map';
import { MapLoading } from './map-loading';

interface ExploreMapSectionProps {
  properties: readonly ListingCard[];
  /** Recentres the map when the search changes. */
  searchKey: string;
  /** A search's results are fitted; the unfiltered list keeps the spec's centre and zoom. */
  isSearch: boolean;
}

/** SPEC 2/9: home map zoom. */
export const HOME_MAP_ZOOM = 10;

/**
 * 'Explore Properties on Map' (SPEC 2): 500 px high, centred on the average position of the
 * listings shown. Leaflet loads only when the section comes near the screen.
 */
export function ExploreMapSection({ properties, searchKey, isSearch }: ExploreMapSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const centre = averageCentre(properties);
  return (
    <section aria-labelledby="explore-map-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="explore-map-title" className="mb-2 text-2xl font-bold sm:text-3xl">
        Explore Properties on Map
      </h2>
      <p className="mb-6 text-slate-600">Every listing shown above, by price. Select a marker for details.</p>
      <div ref={ref}>
        {inView ? (
          <LazyPropertyMap
            properties={properties}
            center={centre}
            zoom={HOME_MAP_ZOOM}
            viewKey={`${searchKey}|${properties.length}`}
            fit={isSearch ? 'results' : 'centre'}
            label="Map of the listed properties"
            className="h-[500px]"
          />
        ) : (
          <MapLoading className="h-[500px]" />
        )}
      </div>
    </section>
  );
}
