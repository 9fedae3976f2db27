import 'leaflet/dist/leaflet.css';
import type { SoldResult } from '@contracts/sold/search';
import { latLng, latLngBounds } from 'leaflet';
import { useMemo, useState } from 'react';
import { Circle, MapContainer, Marker, TileLayer } from 'react-leaflet';
import { decodePolyline } from '@contracts/search-area';
import { CLUSTER_MAX_ZOOM } from '@/components/map/cluster-index';
import DrawAreaLayer from '@/components/map/draw-area-layer';
import type { AreaDrawing } from '@/components/map/use-area-drawing';
import { ClusteredMarkers } from '@/components/map/clustered-markers';
import { countLabel } from '@/lib/format';
import { useSiteConfig } from '@/lib/get-site-config';
import { METRES_PER_MILE } from '../lib/distance';
import { markersByPostcode } from '../lib/map-markers';
import { searchCentre } from '../lib/search-centre';
import { radiusLabel, type SoldSearch } from '../lib/sold-search';
import { MapFitBounds } from './map-fit-bounds';
import { PostcodeSales } from './postcode-sales';
import { centreIcon, salesCount, SOLD_CLUSTERS, soldMarkerHtml, soldMarkerName } from './sold-map-icons';

const popup = (marker: Parameters<typeof soldMarkerName>[0]) => <PostcodeSales marker={marker} />;
/** DESIGN 1: maps fall back to London. */
const LONDON: [number, number] = [51.5074, -0.1278];

/**
 * The results on a map (loaded on demand: Leaflet is large): the search radius around the searched
 * postcode and one price marker per postcode, clustered where they crowd. Without tiles it still
 * shows where the sales are.
 */
export default function SoldResultsMap({
  search,
  sales,
  drawing,
}: {
  search: SoldSearch;
  sales: SoldResult[];
  drawing: AreaDrawing;
}) {
  const config = useSiteConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  // The cluster index is built again only when the sales change.
  const { markers, unplaced } = useMemo(() => markersByPostcode(sales), [sales]);
  // A drawn area replaces the radius: it is the outline shown, and what the map frames.
  const centre = search.radius > 0 && !search.area ? searchCentre(sales, search.postcode) : null;
  const area = search.area ? decodePolyline(search.area) : null;
  const radiusMetres = search.radius * METRES_PER_MILE;

  const points = markers.map((m) => latLng(m.latitude, m.longitude));
  const bounds = area
    ? latLngBounds(area.map(([lat, lng]) => latLng(lat, lng)))
    : centre
      ? latLng(centre.latitude, centre.longitude).toBounds(radiusMetres * 2)
      : points.length > 0
        ? latLngBounds(points)
        : latLngBounds([LONDON, LONDON]);
  const fitKey = `${search.postcode}|${search.radius}|${markers.length}|${centre ? 'c' : ''}|${search.area ?? ''}`;

  return (
    <figure className="space-y-2">
      <div className="relative z-0 h-72 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:h-96">
        <MapContainer
          bounds={bounds}
          zoomSnap={0.25}
          maxZoom={CLUSTER_MAX_ZOOM}
          scrollWheelZoom={false}
          className="h-full w-full"
          aria-label={`Map of sales around ${search.postcode}`}
        >
          {config.data && (
            <TileLayer
              url={config.data.tileUrl}
              attribution={config.data.tileAttribution}
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
          )}
          <MapFitBounds bounds={bounds} fitKey={fitKey} />
          {centre && (
            <>
              <Circle
                center={[centre.latitude, centre.longitude]}
                radius={radiusMetres}
                pathOptions={{ color: '#2563eb', weight: 2, fillOpacity: 0.06 }}
              />
              <Marker
                position={[centre.latitude, centre.longitude]}
                icon={centreIcon}
                title={`Searched postcode ${search.postcode}`}
              />
            </>
          )}
          <DrawAreaLayer area={search.area ?? null} drawing={drawing} />
          <ClusteredMarkers
            items={markers}
            options={SOLD_CLUSTERS}
            markerHtml={soldMarkerHtml}
            markerName={soldMarkerName}
            markerTitle={soldMarkerName}
            countName={salesCount}
            popup={popup}
            leaf={popup}
          />
        </MapContainer>
      </div>
      <figcaption className="text-xs text-slate-500">
        {centre ? `Circle: ${radiusLabel(search.radius)} around ${search.postcode}. ` : ''}
        Markers show the median price of the listed sales in each postcode; where they crowd, a circle counts
        their sales: choose it to zoom in.
        {unplaced > 0
          ? ` ${countLabel(unplaced, 'sale')} without a known position ${unplaced === 1 ? 'is' : 'are'} not on the map.`
          : ''}
        {tilesFailed
          ? ' The map background could not be loaded; the markers are still in the right places.'
          : ''}
      </figcaption>
    </figure>
  );
}
