import type { Property } from '@contracts/property';
import { useMemo } from 'react';
import { narrationText } from '../lib/narration';
import { pointsOfInterest } from '../lib/points-of-interest';
import { useNarration } from './use-narration';
import { useTourPlayer } from './use-tour-player';

/**
 * Everything the tour page shows: the player, the current stop with its position and points of
 * interest, and the narration. `locate` reads a listing's map position (null when it has none).
 */
export function useVirtualTour(
  properties: readonly Property[],
  locate: (property: Property) => [number, number] | null,
) {
  const player = useTourPlayer(properties.length);
  const current = properties[player.index];
  // Worked out once per stop: the map below them must not redraw on every progress tick.
  const position = useMemo(() => (current ? locate(current) : null), [current, locate]);
  const points = useMemo(
    () => (current && position ? pointsOfInterest(position, current.id) : []),
    [current, position],
  );
  const narration = useNarration(
    current ? narrationText(current, player.index, properties.length) : '',
    player.status === 'playing',
  );
  return { ...player, current, position, points, narration };
}

export type VirtualTourState = ReturnType<typeof useVirtualTour>;
