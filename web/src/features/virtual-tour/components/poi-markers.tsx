import { CircleMarker, Tooltip } from 'react-leaflet';
import type { PointOfInterest } from '../lib/points-of-interest';

/** The stop's three points of interest as coloured dots, each named on the map. */
export function PoiMarkers({ points }: { points: readonly PointOfInterest[] }) {
  return points.map((point) => (
    <CircleMarker
      key={point.kind}
      center={point.position}
      radius={8}
      pathOptions={{ color: '#ffffff', weight: 2, fillColor: point.colour, fillOpacity: 1 }}
    >
      <Tooltip permanent direction="top" offset={[0, -8]}>
        {point.label}
      </Tooltip>
    </CircleMarker>
  ));
}
