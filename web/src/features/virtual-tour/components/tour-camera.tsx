import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { ARRIVAL_ZOOM, CLOSE_ZOOM } from '../lib/tour-state';

const ARRIVAL_SECONDS = 1.5;
const CLOSE_IN_SECONDS = 4;

/**
 * Flies the map to the current stop and slowly closes in on it. With reduced motion asked for,
 * it jumps straight to the close view instead.
 */
export function TourCamera({ position }: { position: [number, number] | null }) {
  const map = useMap();
  const [lat, lng] = position ?? [];
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      map.setView([lat, lng], CLOSE_ZOOM, { animate: false });
      return;
    }
    const closeIn = () => map.flyTo([lat, lng], CLOSE_ZOOM, { duration: CLOSE_IN_SECONDS });
    map.once('moveend', closeIn);
    map.flyTo([lat, lng], ARRIVAL_ZOOM, { duration: ARRIVAL_SECONDS });
    return () => {
      map.off('moveend', closeIn);
    };
  }, [map, lat, lng]);
  return null;
}
