import { describe, expect, it } from 'vitest';
import { listingMarkerName } from './listing-markers';

const home = {
  price: 350_000,
  bedrooms: 3,
  propertyType: 'House',
  builtForm: 'Semi-detached' as const,
  city: 'Ramsgate',
};

describe("a listing marker's spoken name", () => {
  it('reads price, bedrooms, built form and type, and town', () => {
    expect(listingMarkerName(home)).toBe('£350,000, 3 bed semi-detached house, Ramsgate');
    expect(listingMarkerName({ ...home, builtForm: 'End of terrace' })).toBe(
      '£350,000, 3 bed end of terrace house, Ramsgate',
    );
  });

  it('says flat, bungalow or studio as UK listings do, and the type alone without a built form', () => {
    expect(listingMarkerName({ ...home, propertyType: 'Apartment', builtForm: 'Flat or maisonette' })).toBe(
      '£350,000, 3 bed flat, Ramsgate',
    );
    expect(listingMarkerName({ ...home, builtForm: 'Bungalow' })).toBe('£350,000, 3 bed bungalow, Ramsgate');
    expect(listingMarkerName({ ...home, bedrooms: 0, propertyType: 'Condo', builtForm: null })).toBe(
      '£350,000, studio condo, Ramsgate',
    );
  });
});
