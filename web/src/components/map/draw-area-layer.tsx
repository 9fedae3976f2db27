import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type {} from '@geoman-io/leaflet-geoman-free';
import { decodePolyline, encodePolyline } from '@contracts/search-area';
import L, { type LatLng, type Layer } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Polygon, useMap } from 'react-leaflet';
import type { AreaDrawing } from './use-area-drawing';
import { useMapView } from './use-map-view';

/** Geoman's script is large: fetched the first time someone draws, never with the map itself. */
const loadGeoman = () => import('@geoman-io/leaflet-geoman-free');
/** Geoman's own map class, which its typings leave out. */
type PmMapClass = new (map: L.Map) => L.PM.PMMap;

export interface DrawAreaLayerProps {
  /** The area as an encoded polyline, or null. */
  area: string | null;
  drawing: AreaDrawing;
}

const AREA_STYLE = { color: '#1d4ed8', weight: 2, fillOpacity: 0.08, dashArray: '6 4' };

/** Inside a map: shows the drawn area, and lets a person draw one while `drawing.drawing` is on. */
export default function DrawAreaLayer({ area, drawing }: DrawAreaLayerProps) {
  const map = useMap();
  const view = useMapView();
  const points = useMemo(
    () => (area ? decodePolyline(area)?.map(([lat, lng]): [number, number] => [lat, lng]) : null),
    [area],
  );
  const { onView, onDrawn, cancelDrawing } = drawing;
  const active = drawing.drawing;

  useEffect(() => {
    if (view) onView(view.bounds);
  }, [view, onView]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const created = (event: { layer: Layer }) => {
      const ring = (event.layer as L.Polygon).getLatLngs()[0] as LatLng[];
      event.layer.remove();
      onDrawn(encodePolyline(ring.map((p) => [p.lat, p.lng])));
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelDrawing();
    };
    document.addEventListener('keydown', escape);
    // Corners go where a person clicks, even on a price marker.
    const markers = map.getPane('markerPane');
    if (markers) markers.style.pointerEvents = 'none';
    void loadGeoman().then(() => {
      if (stopped) return;
      // The map was made before geoman loaded, so its init hook never ran for it.
      map.pm ??= new (L.PM as unknown as { Map: PmMapClass }).Map(map);
      map.on('pm:create', created);
      map.pm.enableDraw('Polygon', { snappable: false, allowSelfIntersection: false, tooltips: true });
    });
    return () => {
      stopped = true;
      document.removeEventListener('keydown', escape);
      if (markers) markers.style.pointerEvents = '';
      map.off('pm:create', created);
      map.pm?.disableDraw();
    };
  }, [active, map, onDrawn, cancelDrawing]);

  return points ? <Polygon positions={points} pathOptions={AREA_STYLE} interactive={false} /> : null;
}
