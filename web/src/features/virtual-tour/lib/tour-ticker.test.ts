import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_TOUR, STOP_MS, tourReducer, type TourAction, type TourState } from './tour-state';
import { startTicker } from './tour-ticker';

/** The tour as the page runs it (use-tour-player): a ticker runs exactly while the state is playing. */
function runTour(count = 8) {
  let state: TourState = INITIAL_TOUR;
  let stopTicker: (() => void) | undefined;
  const dispatch = (action: TourAction) => {
    state = tourReducer(state, action);
    if (state.status === 'playing' && !stopTicker)
      stopTicker = startTicker((ms) => dispatch({ type: 'tick', ms, count }));
    if (state.status !== 'playing' && stopTicker) {
      stopTicker();
      stopTicker = undefined;
    }
  };
  return {
    get state() {
      return state;
    },
    dispatch,
  };
}

describe('the tour against the clock (SPEC 9: 15 s a stop, 100 ms ticks)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves its progress every 100 ms and on to the next stop after 15 s', () => {
    const tour = runTour();
    tour.dispatch({ type: 'play' });
    vi.advanceTimersByTime(250);
    expect(tour.state).toEqual({ index: 0, elapsed: 200, status: 'playing' });
    vi.advanceTimersByTime(STOP_MS - 300);
    expect(tour.state.index).toBe(0);
    expect(tour.state.elapsed).toBe(STOP_MS - 100);
    vi.advanceTimersByTime(100);
    expect(tour.state).toEqual({ index: 1, elapsed: 0, status: 'playing' });
  });

  it('after the last stop it stops, returns to the first and lets the clock go', () => {
    const tour = runTour();
    tour.dispatch({ type: 'play' });
    vi.advanceTimersByTime(7 * STOP_MS);
    expect(tour.state).toEqual({ index: 7, elapsed: 0, status: 'playing' });
    vi.advanceTimersByTime(STOP_MS);
    expect(tour.state).toEqual(INITIAL_TOUR);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pause holds the stop and its progress; resume carries on from there', () => {
    const tour = runTour();
    tour.dispatch({ type: 'play' });
    vi.advanceTimersByTime(5_000);
    tour.dispatch({ type: 'pause' });
    vi.advanceTimersByTime(60_000);
    expect(tour.state).toEqual({ index: 0, elapsed: 5_000, status: 'paused' });
    expect(vi.getTimerCount()).toBe(0);
    tour.dispatch({ type: 'play' });
    vi.advanceTimersByTime(9_900);
    expect(tour.state.index).toBe(0);
    vi.advanceTimersByTime(100);
    expect(tour.state.index).toBe(1);
  });

  it('a manual move gives the new stop its full 15 s', () => {
    const tour = runTour();
    tour.dispatch({ type: 'play' });
    vi.advanceTimersByTime(12_000);
    tour.dispatch({ type: 'next', count: 8 });
    vi.advanceTimersByTime(STOP_MS - 100);
    expect(tour.state).toEqual({ index: 1, elapsed: STOP_MS - 100, status: 'playing' });
  });

  it('reports the time that really passed when a tick comes late (a throttled tab)', () => {
    const onTick = vi.fn();
    const stop = startTicker(onTick);
    vi.advanceTimersByTime(100);
    // The tab sleeps: the wall clock moves on 900 ms without the interval firing.
    vi.setSystemTime(Date.now() + 900);
    vi.advanceTimersByTime(100);
    expect(onTick.mock.calls).toEqual([[100], [1_000]]);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(onTick).toHaveBeenCalledTimes(2);
  });
});
