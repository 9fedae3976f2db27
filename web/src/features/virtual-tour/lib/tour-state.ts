/** SPEC 9: the tour visits the first 8 listings, 15 s each, its progress moving every 100 ms. */
export const TOUR_SIZE = 8;
export const STOP_MS = 15_000;
export const TICK_MS = 100;
/** SPEC 9: each stop is first seen at zoom 14, then the camera closes in to 15. */
export const ARRIVAL_ZOOM = 14;
export const CLOSE_ZOOM = 15;

/** Idle before the first Start and after the tour ends; paused keeps the place and the progress. */
export type TourStatus = 'idle' | 'playing' | 'paused';

export interface TourState {
  index: number;
  /** Milliseconds spent at the current stop. */
  elapsed: number;
  status: TourStatus;
}

export type TourAction =
  | { type: 'tick'; ms: number; count: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'next'; count: number }
  | { type: 'previous' }
  | { type: 'goTo'; index: number; count: number };

export const INITIAL_TOUR: TourState = { index: 0, elapsed: 0, status: 'idle' };

/** Manual navigation lands at the start of a stop and keeps playing or paused (SPEC 4). */
const arrive = (state: TourState, index: number): TourState =>
  index === state.index && state.elapsed === 0 ? state : { ...state, index, elapsed: 0 };

/**
 * SPEC 4, Tour: each stop lasts 15 s then the tour moves on; after the last it stops and returns to
 * the first; previous does nothing at the first stop, next nothing at the last.
 */
export function tourReducer(state: TourState, action: TourAction): TourState {
  switch (action.type) {
    case 'tick': {
      if (state.status !== 'playing') return state;
      const elapsed = state.elapsed + action.ms;
      if (elapsed < STOP_MS) return { ...state, elapsed };
      return state.index < action.count - 1 ? { ...state, index: state.index + 1, elapsed: 0 } : INITIAL_TOUR;
    }
    case 'play':
      return state.status === 'playing' ? state : { ...state, status: 'playing' };
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'next':
      return arrive(state, Math.min(state.index + 1, Math.max(0, action.count - 1)));
    case 'previous':
      return arrive(state, Math.max(0, state.index - 1));
    case 'goTo':
      return action.index >= 0 && action.index < action.count ? arrive(state, action.index) : state;
  }
}

/** Share of the current stop already shown, 0 to 100. */
export const stopProgress = (state: Pick<TourState, 'elapsed'>) =>
  Math.min(100, (state.elapsed / STOP_MS) * 100);

/** What the play button offers: start a fresh tour, pause a running one, resume a paused one. */
export const playLabel = (status: TourStatus) =>
  status === 'playing' ? 'Pause Tour' : status === 'paused' ? 'Resume Tour' : 'Start Tour';
