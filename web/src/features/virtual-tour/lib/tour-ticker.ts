import { TICK_MS } from './tour-state';

/**
 * Calls `onTick` every `everyMs` with the time that really passed since the last call, so a
 * throttled background tab still moves the tour on at the right pace. Returns the stop function.
 */
export function startTicker(onTick: (elapsedMs: number) => void, everyMs = TICK_MS): () => void {
  let last = Date.now();
  const id = setInterval(() => {
    const now = Date.now();
    onTick(now - last);
    last = now;
  }, everyMs);
  return () => clearInterval(id);
}
