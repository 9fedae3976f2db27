import { describe, expect, it } from 'vitest';
import { type ActivityHome, buildProfile, mostFrequent, type StoredPreferences } from './profile';

const NO_PREFERENCES: StoredPreferences = {
  preferredPropertyType: null,
  preferredLocation: null,
  minBudget: null,
  maxBudget: null,
  preferredBedrooms: null,
  preferredBathrooms: null,
};

const home = (source: ActivityHome['source'], city: string, propertyType = 'House', price = 300_000) => ({
  source,
  city,
  propertyType,
  price,
});

describe('mostFrequent', () => {
  it('counts case-insensitively, keeps the first spelling, and breaks ties by recency', () => {
    expect(mostFrequent(['York', 'leeds', 'Leeds', 'Bath', 'york', 'LEEDS'], 2)).toEqual(['leeds', 'York']);
    expect(mostFrequent(['Bath', 'York'], 5)).toEqual(['Bath', 'York']);
    expect(mostFrequent(['Bath', 'York', 'York'], 5, 2)).toEqual(['York']);
    expect(mostFrequent([' ', ''], 5)).toEqual([]);
  });
});

describe('buildProfile', () => {
  it('gives nothing to go on for a new user', () => {
    expect(buildProfile(NO_PREFERENCES, [], [])).toEqual({
      preferredType: null,
      preferredLocation: null,
      budget: null,
      bedrooms: null,
      bathrooms: null,
      savedCities: [],
      viewedCities: [],
      searchedLocations: [],
      likedType: null,
      priceBand: null,
    });
  });

  it('takes stored preferences as they are; a budget needs only one end', () => {
    const profile = buildProfile(
      {
        ...NO_PREFERENCES,
        preferredPropertyType: 'Flat',
        preferredLocation: ' Leeds ',
        maxBudget: 250_000,
        preferredBedrooms: 2,
      },
      [],
      [],
    );
    expect(profile).toMatchObject({
      preferredType: 'Flat',
      preferredLocation: 'Leeds',
      budget: { min: null, max: 250_000 },
      bedrooms: 2,
      bathrooms: null,
    });
  });

  it('reads towns from saved homes, then viewed towns, leaving out towns already named', () => {
    const homes = [
      home('saved', 'York'),
      home('saved', 'Leeds'),
      home('saved', 'Leeds'),
      home('saved', 'Bath'),
      home('saved', 'Hull'),
      home('viewed', 'leeds'),
      home('viewed', 'Derby'),
      home('viewed', 'Bristol'),
      home('viewed', 'Bristol'),
    ];
    const profile = buildProfile(NO_PREFERENCES, homes, []);
    expect(profile.savedCities).toEqual(['Leeds', 'York']);
    expect(profile.viewedCities).toEqual(['Bristol']);
    const inYork = buildProfile({ ...NO_PREFERENCES, preferredLocation: 'york' }, homes, []);
    expect(inYork.savedCities).toEqual(['Leeds', 'Bath']);
  });

  it('keeps the most searched locations not already named by preferences, saved or viewed homes', () => {
    const searches = [
      { location: 'Leeds' },
      { location: 'Bath' },
      { location: 'SW19' },
      { propertyType: 'Flat' },
      { location: 'sw19' },
      { location: 'York' },
      { location: 'Hull' },
    ];
    const homes = [home('saved', 'Bath'), home('viewed', 'York')];
    const profile = buildProfile({ ...NO_PREFERENCES, preferredLocation: 'leeds' }, homes, searches);
    expect(profile.searchedLocations).toEqual(['SW19']);
  });

  it('learns a type only from a habit (two or more), saved before viewed before searched, and never over a preference', () => {
    const homes = [
      home('viewed', 'York', 'Flat'),
      home('viewed', 'York', 'Flat'),
      home('saved', 'York', 'Bungalow'),
    ];
    expect(buildProfile(NO_PREFERENCES, homes, []).likedType).toEqual({ type: 'Flat', source: 'viewed' });
    const twoSaved = [...homes, home('saved', 'Bath', 'Bungalow')];
    expect(buildProfile(NO_PREFERENCES, twoSaved, []).likedType).toEqual({
      type: 'Bungalow',
      source: 'saved',
    });
    const searched = [{ propertyType: 'Cottage' }, { propertyType: 'Cottage' }];
    expect(buildProfile(NO_PREFERENCES, [], searched).likedType).toEqual({
      type: 'Cottage',
      source: 'searched',
    });
    expect(
      buildProfile({ ...NO_PREFERENCES, preferredPropertyType: 'House' }, twoSaved, []).likedType,
    ).toBeNull();
  });

  it('takes a price band from the latest priced search, else 25% around the median saved price, never over a budget', () => {
    const saved = [home('saved', 'York', 'House', 200_000), home('saved', 'York', 'House', 400_000)];
    expect(buildProfile(NO_PREFERENCES, saved, []).priceBand).toEqual({
      min: 225_000,
      max: 375_000,
      source: 'saved',
    });
    const searches = [{ location: 'York' }, { minPrice: 300_000, maxPrice: 500_000 }, { maxPrice: 100 }];
    expect(buildProfile(NO_PREFERENCES, saved, searches).priceBand).toEqual({
      min: 300_000,
      max: 500_000,
      source: 'searched',
    });
    expect(buildProfile({ ...NO_PREFERENCES, minBudget: 1 }, saved, searches).priceBand).toBeNull();
  });

  it('ignores search history it cannot read', () => {
    const searches = [{ location: 42, propertyType: ['House'], minPrice: 'cheap', maxPrice: -5 }];
    expect(buildProfile(NO_PREFERENCES, [], searches)).toMatchObject({
      searchedLocations: [],
      likedType: null,
      priceBand: null,
    });
  });
});
