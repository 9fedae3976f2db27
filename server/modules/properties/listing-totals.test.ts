import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CACHED_TOTAL_FROM, createTotals, TOTAL_FRESH_MS } from './listing-totals';

/** A stand-in for the count query: answers `rows`, and can be held until released. */
function fakeCount(rows: number) {
  const state = { rows, calls: 0, hold: false, release: () => {} };
  const count = async () => {
    state.calls += 1;
    if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
    return state.rows;
  };
  return { state, count };
}

const BIG = CACHED_TOTAL_FROM + 500;
const where = sql`city = ${'leeds'}`;

describe('listing totals', () => {
  it('counts small totals every time, so they are exact', async () => {
    const { state, count } = fakeCount(12);
    const total = createTotals(count, () => 0);
    expect(await total(where)).toBe(12);
    state.rows = 13;
    expect(await total(where)).toBe(13);
    expect(state.calls).toBe(2);
  });

  it('shares one first count among the requests that arrive before it is in', async () => {
    const { state, count } = fakeCount(BIG);
    state.hold = true;
    const total = createTotals(count, () => 0);
    const answers = Promise.all([total(where), total(where), total(where)]);
    state.release();
    expect(await answers).toEqual([BIG, BIG, BIG]);
    expect(state.calls).toBe(1);
  });

  it('reuses a large total while fresh, per filter', async () => {
    const { state, count } = fakeCount(BIG);
    const total = createTotals(count, () => 0);
    expect(await total(where)).toBe(BIG);
    state.rows = BIG + 1;
    expect(await total(where)).toBe(BIG);
    expect(await total(sql`city = ${'york'}`)).toBe(BIG + 1);
    expect(await total(undefined)).toBe(BIG + 1);
    expect(state.calls).toBe(3);
  });

  it('then recounts once in the background while every request keeps the last count', async () => {
    let clock = 0;
    const { state, count } = fakeCount(BIG);
    const total = createTotals(count, () => clock);
    await total(where);
    clock += TOTAL_FRESH_MS;
    state.rows = BIG + 7;
    state.hold = true;
    expect(await Promise.all([total(where), total(where), total(where)])).toEqual([BIG, BIG, BIG]);
    expect(state.calls).toBe(2);
    state.release();
    await expect.poll(() => total(where)).toBe(BIG + 7);
    expect(state.calls).toBe(2);
  });

  it('counts every time again once a recount finds the total small', async () => {
    let clock = 0;
    const { state, count } = fakeCount(BIG);
    const total = createTotals(count, () => clock);
    await total(where);
    clock += TOTAL_FRESH_MS;
    state.rows = 5;
    expect(await total(where)).toBe(BIG);
    await expect.poll(() => total(where)).toBe(5);
    state.rows = 6;
    expect(await total(where)).toBe(6);
  });
});
