import { describe, expect, it } from 'vitest';
import { dayLabel, longDayLabel, niceMax, tickIndexes } from './chart';

describe('chart labels', () => {
  it('writes UTC days the British way', () => {
    expect(dayLabel('2025-11-24')).toBe('24 Nov');
    expect(dayLabel('2025-01-01')).toBe('1 Jan');
    expect(longDayLabel('2025-11-24')).toBe('Mon, 24 Nov 2025');
    expect(dayLabel('not a day')).toBe('not a day');
  });
});

describe('tickIndexes', () => {
  it('labels every bar when there are few', () => {
    expect(tickIndexes(0)).toEqual([]);
    expect(tickIndexes(1)).toEqual([0]);
    expect(tickIndexes(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('labels the first, the last and evenly spaced bars when there are many', () => {
    expect(tickIndexes(30)).toEqual([0, 5, 10, 15, 19, 24, 29]);
    expect(tickIndexes(90)).toEqual([0, 15, 30, 45, 59, 74, 89]);
    expect(tickIndexes(30, 4)).toEqual([0, 10, 19, 29]);
  });
});

describe('niceMax', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(230)).toBe(500);
    expect(niceMax(1000)).toBe(1000);
  });
});
