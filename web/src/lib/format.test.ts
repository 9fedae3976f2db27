import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLabel, formatDate, formatMoney, formatMoneyShort, formatNumber, plural } from './format';
import { formatLongDate, formatMonthYear, formatShortMonthYear } from './long-dates';

describe('formatMoney', () => {
  it('shows pounds with thousands separators and no pence', () => {
    expect(formatMoney(250000)).toBe('£250,000');
    expect(formatMoney(1234567.89)).toBe('£1,234,568');
    expect(formatMoney('425000')).toBe('£425,000');
    expect(formatMoney(0)).toBe('£0');
  });

  it('shows nothing for a missing or non-numeric value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });

  it('round-trips every whole number of pounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        const text = formatMoney(n);
        expect(text.startsWith('£')).toBe(true);
        expect(text).not.toContain('.');
        expect(Number(text.slice(1).replace(/,/g, ''))).toBe(n);
      }),
    );
  });
});

describe('formatMoney against Intl', () => {
  it("gives Intl's en-GB pounds for any amount", () => {
    const intl = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (n) => {
        expect(formatMoney(n)).toBe(intl.format(n));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatMoneyShort', () => {
  it('shortens a trailing ,000 to k', () => {
    expect(formatMoneyShort(250000)).toBe('£250k');
    expect(formatMoneyShort(1250000)).toBe('£1,250k');
    expect(formatMoneyShort(249999)).toBe('£249,999');
  });
});

describe('formatNumber', () => {
  it('adds thousands separators and keeps up to two decimals', () => {
    expect(formatNumber(1250)).toBe('1,250');
    expect(formatNumber('1.0')).toBe('1');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(null)).toBe('');
  });
});

describe('dates', () => {
  it('formats day first, in UK time', () => {
    expect(formatDate('2024-03-14')).toBe('14/03/2024');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatDate('2024-06-30T23:30:00Z')).toBe('01/07/2024');
    expect(formatLongDate('2025-08-01T12:00:00Z')).toBe('1 August 2025');
    expect(formatMonthYear('2026-10-31')).toBe('October 2026');
  });

  it("gives Intl's en-GB text in UK time, for any moment from 1996 and any day before", () => {
    const uk = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options });
    const formats = [
      [formatDate, uk({ day: '2-digit', month: '2-digit', year: 'numeric' })],
      [formatLongDate, uk({ day: 'numeric', month: 'long', year: 'numeric' })],
      [formatMonthYear, uk({ month: 'long', year: 'numeric' })],
      [formatShortMonthYear, uk({ month: 'short', year: 'numeric' })],
    ] as const;
    const moment = fc.date({
      min: new Date('1996-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    // Before 1996 the UK changed its clocks on other days; dates then are days (Land Registry sales).
    const day = fc
      .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2100, 0, 1) / 86_400_000 })
      .map((days) => new Date(days * 86_400_000));
    fc.assert(
      fc.property(fc.oneof(moment, day), (date) => {
        for (const [ours, intl] of formats) expect(ours(date)).toBe(intl.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatLongDate(null)).toBe('');
    expect(formatMonthYear('')).toBe('');
  });
});

describe('plural and countLabel', () => {
  it('uses the singular only for exactly one', () => {
    expect(plural(1, 'bed')).toBe('bed');
    expect(plural(0, 'bed')).toBe('beds');
    expect(plural(2, 'property', 'properties')).toBe('properties');
    expect(countLabel(1, 'bathroom')).toBe('1 bathroom');
    expect(countLabel(1200, 'view')).toBe('1,200 views');
    expect(countLabel(3, 'property', 'properties')).toBe('3 properties');
  });
});
