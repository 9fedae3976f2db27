import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupedNumber } from './grouped-number';

describe('groupedNumber', () => {
  it('groups thousands and rounds half away from zero on the shortest decimal form', () => {
    expect(groupedNumber(1234567.125, 2)).toBe('1,234,567.13');
    expect(groupedNumber(1.005, 2)).toBe('1.01');
    expect(groupedNumber(999.995, 2)).toBe('1,000');
    expect(groupedNumber(-2.5)).toBe('-3');
    expect(groupedNumber(1e-7, 2)).toBe('0');
    expect(groupedNumber(-0)).toBe('-0');
    expect(groupedNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it("gives Intl.NumberFormat('en-GB')'s text for every number finite number", () => {
    const intl = [0, 1, 2, 3].map(
      (digits) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e22, max: 1e22, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
        ),
        fc.integer({ min: 0, max: 3 }),
        (n, digits) => {
          expect(groupedNumber(n, digits)).toBe(intl[digits]!.format(n));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
