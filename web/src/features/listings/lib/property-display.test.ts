import { describe, expect, it } from 'vitest';
import {
  LONDON,
  averageCentre,
  bathLabel,
  bedLabel,
  coordinates,
  lotSizeLabel,
  sqftLabel,
  statusBadge,
  statusLabel,
} from './property-display';

describe('listing display helpers', () => {
  it('says bed and bath in the singular or plural (SPEC 2)', () => {
    expect(bedLabel(1)).toBe('1 bed');
    expect(bedLabel(2)).toBe('2 beds');
    expect(bedLabel(0)).toBe('Studio');
    expect(bathLabel('1.0')).toBe('1 bath');
    expect(bathLabel('2.0')).toBe('2 baths');
    expect(bathLabel('1.5')).toBe('1.5 baths');
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

  it('reads coordinates sent as text and refuses broken ones', () => {
    expect(coordinates({ latitude: '53.80000000', longitude: '-1.55000000' })).toEqual([53.8, -1.55]);
    expect(coordinates({ latitude: null, longitude: '-1' })).toBeNull();
    expect(coordinates({ latitude: 'x', longitude: '1' })).toBeNull();
    expect(coordinates({ latitude: '0', longitude: '0' })).toBeNull();
    expect(coordinates({ latitude: '95', longitude: '0' })).toBeNull();
  });

  it('centres on the average position, London when there is none', () => {
    expect(averageCentre([])).toEqual(LONDON);
    expect(averageCentre([{ latitude: null, longitude: null }])).toEqual(LONDON);
    expect(
      averageCentre([
        { latitude: '52', longitude: '-1' },
        { latitude: '54', longitude: '-3' },
        { latitude: null, longitude: null },
      ]),
    ).toEqual([53, -2]);
  });

  it('shows lot size in acres when present', () => {
    expect(lotSizeLabel(null)).toBeNull();
    expect(lotSizeLabel('0.25')).toBe('0.25 acres');
    expect(lotSizeLabel('1.00')).toBe('1 acre');
  });
});
