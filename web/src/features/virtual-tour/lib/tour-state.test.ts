import { describe, expect, it } from 'vitest';
import { INITIAL_TOUR, playLabel, STOP_MS, stopProgress, tourReducer, type TourState } from './tour-state';

const at = (state: Partial<TourState>): TourState => ({ ...INITIAL_TOUR, ...state });

describe('tourReducer (SPEC 4, Tour)', () => {
  it('previous does nothing at the first stop, next nothing at the last', () => {
    const first = at({ index: 0 });
    expect(tourReducer(first, { type: 'previous' })).toBe(first);
    const last = at({ index: 7 });
    expect(tourReducer(last, { type: 'next', count: 8 })).toBe(last);
  });

  it('manual navigation resets the progress and keeps playing or paused', () => {
    const playing = at({ index: 3, elapsed: 9_000, status: 'playing' });
    expect(tourReducer(playing, { type: 'next', count: 8 })).toEqual(at({ index: 4, status: 'playing' }));
    expect(tourReducer(playing, { type: 'previous' })).toEqual(at({ index: 2, status: 'playing' }));
    const paused = { ...playing, status: 'paused' as const };
    expect(tourReducer(paused, { type: 'goTo', index: 6, count: 8 })).toEqual(
      at({ index: 6, status: 'paused' }),
    );
    // Choosing the stop already shown starts it again.
    expect(tourReducer(paused, { type: 'goTo', index: 3, count: 8 })).toEqual(
      at({ index: 3, status: 'paused' }),
    );
  });

  it('ignores a stop number outside the tour', () => {
    const state = at({ index: 2 });
    expect(tourReducer(state, { type: 'goTo', index: 8, count: 8 })).toBe(state);
    expect(tourReducer(state, { type: 'goTo', index: -1, count: 8 })).toBe(state);
  });

  it('only a playing tour moves with the clock', () => {
    for (const status of ['idle', 'paused'] as const) {
      const state = at({ index: 1, elapsed: 500, status });
      expect(tourReducer(state, { type: 'tick', ms: 100, count: 8 })).toBe(state);
    }
  });

  it('a tour of fewer stops ends after its own last stop', () => {
    const last = at({ index: 2, elapsed: STOP_MS - 100, status: 'playing' });
    expect(tourReducer(last, { type: 'tick', ms: 100, count: 3 })).toEqual(INITIAL_TOUR);
  });

  it('play and pause change only what they should', () => {
    expect(tourReducer(at({ index: 2, elapsed: 400 }), { type: 'play' })).toEqual(
      at({ index: 2, elapsed: 400, status: 'playing' }),
    );
    const idle = at({});
    expect(tourReducer(idle, { type: 'pause' })).toBe(idle);
  });

  it('labels the play button by what it will do', () => {
    expect(['idle', 'playing', 'paused'].map((s) => playLabel(s as TourState['status']))).toEqual([
      'Start Tour',
      'Pause Tour',
      'Resume Tour',
    ]);
  });

  it('reports the progress through the stop as a percentage', () => {
    expect(stopProgress({ elapsed: 0 })).toBe(0);
    expect(stopProgress({ elapsed: 7_500 })).toBe(50);
    expect(stopProgress({ elapsed: 20_000 })).toBe(100);
  });
});
