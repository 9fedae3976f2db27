import type { PointOfInterest } from '../lib/points-of-interest';
import { PoiMarkers } from './poi-markers';
import { TourCamera } from './tour-camera';

interface TourMapLayersProps {
  position: [number, number] | null;
  points: readonly PointOfInterest[];
}

/**
 * What the tour adds to the listings map: the moving camera and the points of interest. Default
 * export so the page can load it with Leaflet, on demand.
 */
export default function TourMapLayers({ position, points }: TourMapLayersProps) {
  return (
    <>
      <TourCamera position={position} />
      <PoiMarkers points={points} />
    </>
  );
}
