import type { LatLngBoundsExpression } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Fits the map to what it shows whenever that changes (a new search, more results loaded). */
export function MapFitBounds({ bounds, fitKey }: { bounds: LatLngBoundsExpression; fitKey: string }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 16 });
    // Refit only when the content changes, not on every render's new bounds object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey]);
  return null;
}
