import { useEffect, useMemo, useReducer } from 'react';
import { INITIAL_TOUR, stopProgress, tourReducer } from '../lib/tour-state';
import { startTicker } from '../lib/tour-ticker';

/** The tour's clock and controls (SPEC 4): a ticker runs only while the tour is playing. */
export function useTourPlayer(count: number) {
  const [state, dispatch] = useReducer(tourReducer, INITIAL_TOUR);
  const playing = state.status === 'playing';
  useEffect(
    () => (playing ? startTicker((ms) => dispatch({ type: 'tick', ms, count })) : undefined),
    [playing, count],
  );
  // The same functions on every tick, so the parts of the page they reach (the map above all)
  // need not redraw ten times a second.
  const actions = useMemo(
    () => ({
      play: () => dispatch({ type: 'play' }),
      pause: () => dispatch({ type: 'pause' }),
      next: () => dispatch({ type: 'next', count }),
      previous: () => dispatch({ type: 'previous' }),
      goTo: (stop: number) => dispatch({ type: 'goTo', index: stop, count }),
    }),
    [count],
  );
  // A refetch may bring fewer listings than the stop being shown.
  const index = Math.min(state.index, Math.max(0, count - 1));
  return {
    ...actions,
    status: state.status,
    elapsed: state.elapsed,
    index,
    count,
    progress: stopProgress(state),
    togglePlay: playing ? actions.pause : actions.play,
  };
}
