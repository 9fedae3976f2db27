import 'leaflet/dist/leaflet.css';
import type { SoldResult } from '@contracts/sold/search';
import { latLng, latLngBounds } from 'leaflet';
import { useState } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { countLabel, formatMoney } from '@/lib/format';
import { useSiteConfig } from '@/lib/get-site-config';
import { METRES_PER_MILE } from '../lib/distance';
import { markersByPostcode } from '../lib/map-markers';
import { searchCentre } from '../lib/search-centre';
import { radiusLabel, type SoldSearch } from '../lib/sold-search';
import { MapFitBounds } from './map-fit-bounds';
import { centreIcon, MAX_LABELLED_MARKERS, priceMarkerIcon } from './sold-map-icons';

const SALES_PER_POPUP = 5;
/** DESIGN 1: maps fall back to London. */
const LONDON: [number, number] = [51.5074, -0.1278];

/**
 * The results on a map (loaded on demand: Leaflet is large): the search radius around the searched
 * postcode and one price marker per postcode. Without tiles it still shows where the sales are.
 */
export default function SoldResultsMap({ search, sales }: { search: SoldSearch; sales: SoldResult[] }) {
  const config = useSiteConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const { markers, unplaced } = markersByPostcode(sales);
  const labelled = markers.length <= MAX_LABELLED_MARKERS;
  const centre = search.radius > 0 ? searchCentre(sales, search.postcode) : null;
  const radiusMetres = search.radius * METRES_PER_MILE;

  const points = markers.map((m) => latLng(m.latitude, m.longitude));
  const bounds = centre
    ? latLng(centre.latitude, centre.longitude).toBounds(radiusMetres * 2)
    : points.length > 0
      ? latLngBounds(points)
      : latLngBounds([LONDON, LONDON]);
  const fitKey = `${search.postcode}|${search.radius}|${markers.length}|${centre ? 'c' : ''}`;

  return (
    <figure className="space-y-2">
      <div className="relative z-0 h-72 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:h-96">
        <MapContainer
          bounds={bounds}
          zoomSnap={0.25}
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
          {markers.map((marker) => (
            <Marker
              key={marker.postcode}
              position={[marker.latitude, marker.longitude]}
              icon={priceMarkerIcon(marker.medianPrice, marker.sales.length, labelled)}
              title={`${marker.postcode}: ${countLabel(marker.sales.length, 'sale')}, median ${formatMoney(marker.medianPrice)}`}
            >
              <Popup>
                <p className="!m-0 font-semibold">
                  {marker.postcode} · {countLabel(marker.sales.length, 'sale')}
                </p>
                <ul className="mt-1 space-y-1">
                  {marker.sales.slice(0, SALES_PER_POPUP).map((sale) => (
                    <li key={sale.id}>
                      <Link to={paths.soldHistory(sale.address, marker.postcode)}>{sale.address}</Link> —{' '}
                      {sale.formattedPrice}
                    </li>
                  ))}
                </ul>
                {marker.sales.length > SALES_PER_POPUP && (
                  <p className="!m-0 text-slate-500">and {marker.sales.length - SALES_PER_POPUP} more</p>
                )}
              </Popup>
            </Marker>
          ))}
        </MapContainer>
      </div>
      <figcaption className="text-xs text-slate-500">
        {centre ? `Circle: ${radiusLabel(search.radius)} around ${search.postcode}. ` : ''}
        {labelled
          ? 'Markers show the median price of the listed sales in each postcode.'
          : 'Each dot is a postcode, coloured by the median price of its listed sales: blue under £300k, green to £500k, orange to £800k, red above.'}
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
