import { Circle, Tooltip } from 'react-leaflet';
import { AREA_RADIUS_METRES, NEIGHBOURHOOD_INSIGHTS } from '../lib/neighbourhood-insights';

interface NeighbourhoodCirclesProps {
  openKey: string | null;
  onToggle: (key: string) => void;
}

/**
 * The insight areas as 8 km circles (SPEC 9), the open one highlighted; clicking one opens its
 * panel. Rendered inside the listings map (loaded on demand with it, as it needs Leaflet).
 */
export default function NeighbourhoodCircles({ openKey, onToggle }: NeighbourhoodCirclesProps) {
  return NEIGHBOURHOOD_INSIGHTS.map((area) => {
    const open = area.key === openKey;
    return (
      <Circle
        key={area.key}
        center={area.centre}
        radius={AREA_RADIUS_METRES}
        pathOptions={{
          color: open ? '#1d4ed8' : '#64748b',
          weight: open ? 3 : 1,
          fillOpacity: open ? 0.12 : 0.04,
          dashArray: open ? undefined : '4 6',
        }}
        eventHandlers={{ click: () => onToggle(area.key) }}
      >
        <Tooltip>{area.name} insights</Tooltip>
      </Circle>
    );
  });
}
