import { describe, expect, it } from 'vitest';
import {
  bathLabel,
  bedLabel,
  floorAreaLabel,
  listingBadge,
  listingDateLabel,
  lotSizeLabel,
  sqftLabel,
  statusBadge,
  statusLabel,
} from './property-labels';

describe('property labels', () => {
  it('says bed and bath in the singular or plural (SPEC 2)', () => {
    expect(bedLabel(1)).toBe('1 bed');
    expect(bedLabel(2)).toBe('2 beds');
    expect(bedLabel(0)).toBe('Studio');
    expect(bathLabel('1.0')).toBe('1 bath');
    expect(bathLabel('2.0')).toBe('2 baths');
    expect(bathLabel('1.5')).toBe('1.5 baths');
  });

  it('gives the floor area in square feet and square metres', () => {
    expect(floorAreaLabel(1150)).toBe('1,150 sq ft (107 m²)');
    expect(floorAreaLabel(538)).toBe('538 sq ft (50 m²)');
  });

  it("dates a card 'Reduced on' after a cut, else 'Added on', in UK dates", () => {
    expect(listingDateLabel({ createdAt: '2026-11-03T10:00:00.000Z', reducedAt: null })).toEqual({
      reduced: false,
      text: 'Added on 03/11/2026',
    });
    expect(
      listingDateLabel({ createdAt: '2026-11-03T10:00:00.000Z', reducedAt: '2026-11-11T23:30:00.000Z' }),
    ).toEqual({ reduced: true, text: 'Reduced on 11/11/2026' });
  });

  it('writes square feet with thousands separators', () => {
    expect(sqftLabel(12500)).toBe('12,500 sqft');
  });

  it("badges 'new' and 'reduced' only", () => {
    expect(statusBadge('new')).toEqual({ label: 'New Listing', variant: 'success' });
    expect(statusBadge('reduced')).toEqual({ label: 'Price Reduced', variant: 'warning' });
    expect(statusBadge('available')).toBeNull();
    expect(statusLabel('available')).toBe('Available');
    expect(statusLabel('new')).toBe('New Listing');
  });

  it("badges a listing marked sold by HM Land Registry's record 'Sold', whatever its status", () => {
    expect(listingBadge({ status: 'new', soldDate: '2025-06-02' })).toEqual({
      label: 'Sold',
      variant: 'warning',
    });
    expect(listingBadge({ status: 'new', soldDate: null })).toEqual({
      label: 'New Listing',
      variant: 'success',
    });
    expect(listingBadge({ status: 'available', soldDate: null })).toBeNull();
  });

  it('shows lot size in acres when present', () => {
    expect(lotSizeLabel(null)).toBeNull();
    expect(lotSizeLabel('0.25')).toBe('0.25 acres');
    expect(lotSizeLabel('1.00')).toBe('1 acre');
  });
});
