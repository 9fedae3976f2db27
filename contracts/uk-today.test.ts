import { afterEach, describe, expect, it, vi } from 'vitest';
import { ukToday } from './property';

describe('ukToday', () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the UK's date, in summer time and out of it", () => {
    // 23:30 UTC is already the next day in British Summer Time, not in winter.
    expect(ukToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(ukToday(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });

  it('dates many listings with one formatter (one per call made the sold-listings check take minutes)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 0; day < 1000; day++) ukToday(new Date(Date.UTC(2026, 0, 1 + day)));
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
