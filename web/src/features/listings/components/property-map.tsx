import 'leaflet/dist/leaflet.css';
import type { BoundingBox, Property } from '@contracts/property';
import type { LeafletKeyboardEvent } from 'leaflet';
import { useMemo, useState, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { formatMoney } from '@/lib/format';
import { useSiteConfig } from '@/lib/get-site-config';
import { coordinates } from '../lib/property-display';
import { MapViewSync } from './map-view-sync';
import { priceMarkerIcon } from './price-marker-icon';
import { PropertyPopup } from './property-popup';

export interface PropertyMapProps {
  properties: readonly Property[];
  center: [number, number];
  zoom: number;
  /** Moves the map to center/zoom when it changes. */
  viewKey?: string;
  label: string;
  className?: string;
  selectedId?: string | null;
  /** With it, a marker click selects the listing; without it, a marker opens its popup. */
  onSelect?: (property: Property) => void;
  onBoundsChange?: (bbox: BoundingBox) => void;
  /**
   * Zoom out from `zoom` until every listing is in view (listings spread over the country would
   * otherwise leave the map empty around their average position).
   */
  fitAll?: boolean;
  /** Extra layers (area circles...). */
  children?: ReactNode;
}

/**
 * Listings as price markers (loaded on demand: Leaflet is large). Tiles come from the site
 * config; when they cannot load, the markers still stand in the right places and a note says so.
 */
export default function PropertyMap({
  properties,
  center,
  zoom,
  viewKey = '',
  label,
  className,
  selectedId,
  onSelect,
  onBoundsChange,
  fitAll = false,
  children,
}: PropertyMapProps) {
  const config = useSiteConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const noBackground = tilesFailed || config.isError;
  const fitPoints = useMemo(
    () => (fitAll ? properties.map(coordinates).filter((p): p is [number, number] => p !== null) : undefined),
    [fitAll, properties],
  );
  return (
    <div className={className}>
      <div className="relative z-0 h-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        <MapContainer
          center={center}
          zoom={zoom}
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
            fitPoints={fitPoints}
            onBoundsChange={onBoundsChange}
          />
          {children}
          {properties.map((property) => {
            const position = coordinates(property);
            if (!position) return null;
            const selected = property.id === selectedId;
            return (
              <Marker
                key={property.id}
                position={position}
                icon={priceMarkerIcon(property.price, selected)}
                title={`${property.title}, ${formatMoney(property.price)}`}
                zIndexOffset={selected ? 1000 : 0}
                eventHandlers={
                  onSelect
                    ? {
                        click: () => onSelect(property),
                        // Leaflet makes markers focusable but only turns Enter into a click for popups.
                        keypress: (event) => {
                          if ((event as LeafletKeyboardEvent).originalEvent.key === 'Enter')
                            onSelect(property);
                        },
                      }
                    : undefined
                }
              >
                {!onSelect && (
                  <Popup>
                    <PropertyPopup property={property} />
                  </Popup>
                )}
              </Marker>
            );
          })}
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
