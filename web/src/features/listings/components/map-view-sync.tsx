import type { BoundingBox } from '@contracts/property';
import { latLngBounds, point, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';

/**
 * How a map frames its listings when they change: 'results' fits them all (a search), 'centre'
 * keeps the spec's centre and zooms out from its zoom only as far as needed (the unfiltered home
 * map), none goes to center/zoom as given (/map, the tour).
 */
export type MapFit = 'results' | 'centre';

interface MapViewSyncProps {
  center: [number, number];
  zoom: number;
  /** The view moves only when this changes (a new search, a new selection). */
  viewKey: string;
  /** Fly smoothly (a selection) instead of jumping (a new search). */
  fly?: boolean;
  fit?: MapFit;
  fitPoints?: readonly [number, number][];
  onBoundsChange?: (bbox: BoundingBox) => void;
}

// Rounded (so small moves reuse a cached answer) outwards: rounding to the nearest could shrink the
// box of a map zoomed in on one street to nothing, and its homes would vanish.
const floor3 = (n: number) => Math.floor(n * 1000) / 1000;
const ceil3 = (n: number) => Math.ceil(n * 1000) / 1000;
/** Room around fitted results for the price labels, which stand above their points. */
const FIT_PADDING = point(48, 48);
/** A town's results (or a single home) are shown at street level, not closer. */
export const FIT_MAX_ZOOM = 15;

/** The closest zoom that still shows every point with the view centred on `center`. */
function fittingZoom(map: LeafletMap, [lat, lng]: [number, number], points: readonly [number, number][]) {
  let dLat = 0;
  let dLng = 0;
  for (const [pLat, pLng] of points) {
    dLat = Math.max(dLat, Math.abs(pLat - lat));
    dLng = Math.max(dLng, Math.abs(pLng - lng));
  }
  const bounds = latLngBounds([lat - dLat, lng - dLng], [lat + dLat, lng + dLng]);
  return map.getBoundsZoom(bounds, false, FIT_PADDING);
}

/** Keeps a Leaflet map in step with the page: moves it when asked, reports the visible area. */
export function MapViewSync({
  center,
  zoom,
  viewKey,
  fly = false,
  fit,
  fitPoints = [],
  onBoundsChange,
}: MapViewSyncProps) {
  const map = useMap();
  // With points to fit, the first view is worked out here too (the container only knows the centre).
  const lastKey = useRef<string | null>(fit ? null : viewKey);
  const [lat, lng] = center;

  useEffect(() => {
    if (lastKey.current === viewKey) return;
    const first = lastKey.current === null;
    lastKey.current = viewKey;
    if (fit === 'results' && fitPoints.length > 0) {
      map.fitBounds(latLngBounds([...fitPoints]), {
        padding: FIT_PADDING,
        maxZoom: FIT_MAX_ZOOM,
        animate: !first,
      });
      return;
    }
    const target =
      fit === 'centre' && fitPoints.length > 0
        ? Math.min(zoom, fittingZoom(map, [lat, lng], fitPoints))
        : zoom;
    if (fly) map.flyTo([lat, lng], target, { duration: 0.8 });
    else map.setView([lat, lng], target);
  }, [map, viewKey, lat, lng, zoom, fly, fit, fitPoints]);

  const report = () => {
    if (!onBoundsChange) return;
    const b = map.getBounds();
    onBoundsChange({
      south: Math.max(-90, floor3(b.getSouth())),
      west: Math.max(-180, floor3(b.getWest())),
      north: Math.min(90, ceil3(b.getNorth())),
      east: Math.min(180, ceil3(b.getEast())),
    });
  };
  useMapEvents({ moveend: report });
  // The first area is reported like any later move.
  useEffect(() => {
    map.whenReady(() => map.fire('moveend'));
  }, [map]);
  return null;
}
