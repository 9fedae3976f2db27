import { describe, expect, it } from 'vitest';
import type { TasteProfile } from './profile';
import {
  placeCondition,
  POPULAR_REASON,
  reasonsFor,
  RECENT_REASON,
  sameTypes,
  scoringRules,
  townScore,
  WEIGHTS,
} from './rules';

const EMPTY: TasteProfile = {
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
};

const FULL: TasteProfile = {
  ...EMPTY,
  preferredType: 'House',
  preferredLocation: 'Leeds',
  budget: { min: 200_000, max: 350_000 },
  bedrooms: 3,
  bathrooms: 2,
  savedCities: ['York', 'Bath'],
  viewedCities: ['Hull'],
  searchedLocations: ['SW19'],
};

const summary = (profile: TasteProfile) =>
  scoringRules(profile).map(({ kind, weight, reason }) => ({ kind, weight, reason }));

describe('scoringRules', () => {
  it('has no rules for a user with nothing to go on', () => {
    expect(scoringRules(EMPTY)).toEqual([]);
  });

  it('turns every part of a profile into a weighted, explained rule, in a fixed order', () => {
    expect(summary(FULL)).toEqual([
      { kind: 'home', weight: 30, reason: 'Matches your preferred type: House' },
      { kind: 'place', weight: 30, reason: 'In your preferred location: Leeds' },
      { kind: 'home', weight: 25, reason: 'Within your budget' },
      { kind: 'place', weight: 25, reason: 'Similar to homes you saved in York' },
      { kind: 'place', weight: 25, reason: 'Similar to homes you saved in Bath' },
      { kind: 'home', weight: 15, reason: '3+ bedrooms, as you prefer' },
      { kind: 'place', weight: 15, reason: 'Matches your search for SW19' },
      { kind: 'home', weight: 10, reason: '2+ bathrooms, as you prefer' },
      { kind: 'place', weight: 10, reason: 'Like homes you viewed in Hull' },
    ]);
  });

  it('explains learnt types and price bands by where they were learnt', () => {
    const learnt = (likedType: TasteProfile['likedType'], priceBand: TasteProfile['priceBand']) =>
      summary({ ...EMPTY, likedType, priceBand }).map((r) => r.reason);
    expect(learnt({ type: 'Flat', source: 'saved' }, { min: 1, max: 2, source: 'saved' })).toEqual([
      'Same type as homes you saved: Flat',
      'Priced like homes you saved',
    ]);
    expect(learnt({ type: 'Flat', source: 'viewed' }, { min: null, max: 2, source: 'searched' })).toEqual([
      'Same type as homes you viewed: Flat',
      'In the price range you searched for',
    ]);
    expect(learnt({ type: 'Cottage', source: 'searched' }, null)).toEqual([
      'The type you searched for: Cottage',
    ]);
  });

  it('looks a town up with the other towns, and any other place by its own index', () => {
    expect(placeCondition('Leeds')).toMatchObject({ towns: ['leeds'], pools: [expect.anything()] });
    expect(placeCondition('SW19 3')).toMatchObject({ towns: [], pools: [expect.anything()] });
    expect(placeCondition('Crosby, Merseyside')).toMatchObject({ towns: [], pools: [expect.anything()] });
    const towns = scoringRules(FULL).flatMap((rule) => (rule.kind === 'place' ? rule.towns : []));
    expect(towns).toEqual(['leeds', 'york', 'bath', 'hull']);
    expect(townScore(scoringRules({ ...EMPTY, searchedLocations: ['SW19'] }))).toBeUndefined();
  });

  it('drops a place that names nothing', () => {
    expect(placeCondition(' , ')).toBeUndefined();
    expect(scoringRules({ ...EMPTY, preferredLocation: ',' })).toEqual([]);
  });

  it('stated wishes outweigh what was saved, saved outweighs searched, searched outweighs viewed', () => {
    expect(WEIGHTS.preferredType).toBeGreaterThan(WEIGHTS.savedCity);
    expect(WEIGHTS.savedCity).toBeGreaterThan(WEIGHTS.searchedLocation);
    expect(WEIGHTS.searchedLocation).toBeGreaterThan(WEIGHTS.viewedCity);
  });
});

describe('sameTypes', () => {
  it('treats flats, apartments and condos as one kind, and townhouses as townhomes', () => {
    expect(sameTypes('Flat')).toEqual(['apartment', 'flat', 'condo']);
    expect(sameTypes(' Townhome ')).toEqual(['townhouse', 'townhome']);
    expect(sameTypes('Bungalow')).toEqual(['bungalow']);
  });
});

describe('reasonsFor', () => {
  const rules = scoringRules(FULL);
  const bits = (...indexes: number[]) => indexes.reduce((mask, i) => mask | (1 << i), 0);

  it('lists the rules met, heaviest first (ties in rule order), at most three', () => {
    // Met: bathrooms (10), saved in York (25), type (30), budget (25), bedrooms (15).
    expect(reasonsFor(rules, bits(7, 3, 0, 2, 5), 0)).toEqual([
      'Matches your preferred type: House',
      'Within your budget',
      'Similar to homes you saved in York',
    ]);
    expect(reasonsFor(rules, bits(8), 40)).toEqual(['Like homes you viewed in Hull']);
  });

  it('says why a listing that met no rule is there: popular, else recent', () => {
    expect(reasonsFor(rules, 0, 7)).toEqual([POPULAR_REASON]);
    expect(reasonsFor([], 0, 0)).toEqual([RECENT_REASON]);
  });
});
