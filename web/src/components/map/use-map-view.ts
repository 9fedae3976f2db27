import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { ViewBounds } from './mercator';

export interface MapView {
  bounds: ViewBounds;
  zoom: number;
}

function readView(map: LeafletMap): MapView {
  const b = map.getBounds();
  return {
    bounds: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() },
    zoom: map.getZoom(),
  };
}

/** The visible area and zoom, updated when a move or zoom ends (not on every animation frame). */
export function useMapView(): MapView | null {
  const map = useMap();
  const [view, setView] = useState<MapView | null>(null);
  useMapEvents({ moveend: () => setView(readView(map)) });
  useEffect(() => {
    map.whenReady(() => setView(readView(map)));
  }, [map]);
  return view;
}
