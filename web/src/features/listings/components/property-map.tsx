import 'leaflet/dist/leaflet.css';
import type { BoundingBox, ListingCard } from '@contracts/property';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapContainer, TileLayer } from 'react-leaflet';
import { CLUSTER_MAX_ZOOM } from '@/components/map/cluster-index';
import { ClusteredMarkers } from '@/components/map/clustered-markers';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useSiteConfig } from '@/lib/get-site-config';
import { homesCount, LISTING_CLUSTERS, listingMarkerName } from '../lib/listing-markers';
import { coordinates } from '../lib/property-display';
import { MapViewSync, type MapFit } from './map-view-sync';
import { priceMarkerHtml } from './price-marker-icon';
import { PropertyPopup } from './property-popup';

export interface PropertyMapProps {
  properties: readonly ListingCard[];
  center: [number, number];
  zoom: number;
  /** Moves the map to center/zoom (or fits the listings) when it changes. */
  viewKey?: string;
  label: string;
  className?: string;
  selectedId?: string | null;
  /** The listing whose card is pointed at or focused: its marker, or its cluster, stands out. */
  highlightedId?: string | null;
  /** With it, choosing a marker selects the listing; without it, a marker opens its popup. */
  onSelect?: (property: ListingCard) => void;
  onBoundsChange?: (bbox: BoundingBox) => void;
  /** Frame the listings when they change; without it the map goes to center/zoom. */
  fit?: MapFit;
  /** Extra layers (area circles...). */
  children?: ReactNode;
}

const markerTitle = (property: ListingCard) => `${property.title}, ${formatMoney(property.price)}`;
const markerHtml = (property: ListingCard, state: Parameters<typeof priceMarkerHtml>[1]) =>
  priceMarkerHtml(property.price, state);
const popup = (property: ListingCard) => <PropertyPopup property={property} />;
const leafLink = (property: ListingCard) => (
  <Link to={paths.property(property.id)} className="!text-brand-700 underline">
    {listingMarkerName(property)}
  </Link>
);

/**
 * Listings as clustered price markers (loaded on demand: Leaflet is large). Tiles come from the
 * site config; when they cannot load, the markers still stand in the right places and a note says so.
 */
export default function PropertyMap({
  properties,
  center,
  zoom,
  viewKey = '',
  label,
  className,
  selectedId,
  highlightedId,
  onSelect,
  onBoundsChange,
  fit,
  children,
}: PropertyMapProps) {
  const config = useSiteConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const noBackground = tilesFailed || config.isError;
  const fitPoints = useMemo(
    () => (fit ? properties.map(coordinates).filter((p): p is [number, number] => p !== null) : undefined),
    [fit, properties],
  );
  const leaf = useMemo(
    () =>
      onSelect
        ? (property: ListingCard) => (
            <button
              type="button"
              className="text-left !text-brand-700 underline"
              onClick={() => onSelect(property)}
            >
              {listingMarkerName(property)}
            </button>
          )
        : leafLink,
    [onSelect],
  );
  return (
    <div className={className}>
      <div className="relative z-0 h-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        <MapContainer
          center={center}
          zoom={zoom}
          maxZoom={CLUSTER_MAX_ZOOM}
          scrollWheelZoom={false}
          className="h-full w-full"
          aria-label={label}
        >
          {config.data && (
            <TileLayer
              url={config.data.tileUrl}
              attribution={config.data.tileAttribution}
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
          )}
          <MapViewSync
            center={center}
            zoom={zoom}
            viewKey={viewKey}
            fly={!!onSelect}
            fit={fit}
            fitPoints={fitPoints}
            onBoundsChange={onBoundsChange}
          />
          {children}
          <ClusteredMarkers
            items={properties}
            options={LISTING_CLUSTERS}
            markerHtml={markerHtml}
            markerName={listingMarkerName}
            markerTitle={markerTitle}
            countName={homesCount}
            selectedId={selectedId}
            highlightedId={highlightedId}
            onActivate={onSelect}
            popup={popup}
            leaf={leaf}
          />
        </MapContainer>
        {noBackground && (
          <p
            role="status"
            className="pointer-events-none absolute inset-x-2 bottom-7 z-[1000] rounded-md bg-white/90 px-3 py-1.5 text-xs text-slate-700 shadow"
          >
            The map background could not be loaded; the price markers are still in the right places.
          </p>
        )}
      </div>
    </div>
  );
}
