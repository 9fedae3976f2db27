/**
 * What a user is looking for, read from their stored preferences and their recent activity. Pure,
 * so every choice here is unit-tested; the scoring rules (rules.ts) are built from it.
 */

export interface StoredPreferences {
  preferredPropertyType: string | null;
  preferredLocation: string | null;
  minBudget: number | null;
  maxBudget: number | null;
  preferredBedrooms: number | null;
  preferredBathrooms: number | null;
}

/** A home the user saved or viewed (most recent first within each source). */
export interface ActivityHome {
  source: 'saved' | 'viewed';
  city: string;
  propertyType: string;
  price: number;
}

/** A tracked search as stored in user_search_history (only the parameters that were set). */
export interface TrackedSearchRow {
  location?: unknown;
  propertyType?: unknown;
  minPrice?: unknown;
  maxPrice?: unknown;
}

export type Source = 'saved' | 'viewed' | 'searched';

export interface TasteProfile {
  preferredType: string | null;
  preferredLocation: string | null;
  budget: { min: number | null; max: number | null } | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** Towns of saved homes other than the preferred location, most saved first. */
  savedCities: string[];
  /** Towns of viewed homes not already named above, most viewed first. */
  viewedCities: string[];
  /** Recent search locations not already named above, most searched first. */
  searchedLocations: string[];
  /** The type the user keeps coming back to; only when no type is preferred. */
  likedType: { type: string; source: Source } | null;
  /** The price range the user keeps to; only when no budget is set. */
  priceBand: { min: number | null; max: number | null; source: 'searched' | 'saved' } | null;
}

/** Each place adds a town or area to look through: a few strong ones beat many weak ones. */
export const MAX_SAVED_CITIES = 2;
export const MAX_VIEWED_CITIES = 1;
export const MAX_SEARCHED_LOCATIONS = 1;
/** A type seen this many times is a habit, not an accident. */
export const HABIT_MIN = 2;
/** Homes priced within this share of the median saved price are "priced like" them. */
export const PRICE_BAND_SHARE = 0.25;

/** The most frequent values (at least `min` times), ties broken by first appearance (the most recent). */
export function mostFrequent(values: string[], limit: number, min = 1): string[] {
  const counts = new Map<string, { value: string; count: number; first: number }>();
  values.forEach((value, index) => {
    const key = value.trim().toLowerCase();
    if (!key) return;
    const entry = counts.get(key) ?? { value: value.trim(), count: 0, first: index };
    entry.count += 1;
    counts.set(key, entry);
  });
  return [...counts.values()]
    .filter((entry) => entry.count >= min)
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map((entry) => entry.value);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function likedType(homes: ActivityHome[], searches: TrackedSearchRow[]): TasteProfile['likedType'] {
  const sources: [Source, string[]][] = [
    ['saved', homes.filter((h) => h.source === 'saved').map((h) => h.propertyType)],
    ['viewed', homes.filter((h) => h.source === 'viewed').map((h) => h.propertyType)],
    ['searched', searches.map((s) => text(s.propertyType)).filter((t): t is string => t !== null)],
  ];
  for (const [source, types] of sources) {
    const [type] = mostFrequent(types, 1, HABIT_MIN);
    if (type) return { type, source };
  }
  return null;
}

function priceBand(homes: ActivityHome[], searches: TrackedSearchRow[]): TasteProfile['priceBand'] {
  const searched = searches.find((s) => amount(s.minPrice) !== null || amount(s.maxPrice) !== null);
  if (searched) return { min: amount(searched.minPrice), max: amount(searched.maxPrice), source: 'searched' };
  const saved = median(homes.filter((h) => h.source === 'saved').map((h) => h.price));
  if (saved === null) return null;
  return {
    min: Math.round(saved * (1 - PRICE_BAND_SHARE)),
    max: Math.round(saved * (1 + PRICE_BAND_SHARE)),
    source: 'saved',
  };
}

export function buildProfile(
  preferences: StoredPreferences,
  homes: ActivityHome[],
  searches: TrackedSearchRow[],
): TasteProfile {
  const preferredType = text(preferences.preferredPropertyType);
  const preferredLocation = text(preferences.preferredLocation);
  const { minBudget: min, maxBudget: max } = preferences;
  const budget = min !== null || max !== null ? { min, max } : null;

  // A town already named by a stronger signal would only repeat it.
  const known = new Set(preferredLocation ? [preferredLocation.toLowerCase()] : []);
  const isNew = (h: ActivityHome) => !known.has(h.city.trim().toLowerCase());
  const savedCities = mostFrequent(
    homes.filter((h) => h.source === 'saved' && isNew(h)).map((h) => h.city),
    MAX_SAVED_CITIES,
  );
  for (const city of savedCities) known.add(city.toLowerCase());
  const viewedCities = mostFrequent(
    homes.filter((h) => h.source === 'viewed' && isNew(h)).map((h) => h.city),
    MAX_VIEWED_CITIES,
  );
  for (const city of viewedCities) known.add(city.toLowerCase());
  const searchedLocations = mostFrequent(
    searches
      .map((s) => text(s.location))
      .filter((l): l is string => l !== null && !known.has(l.toLowerCase())),
    MAX_SEARCHED_LOCATIONS,
  );

  return {
    preferredType,
    preferredLocation,
    budget,
    bedrooms: preferences.preferredBedrooms,
    bathrooms: preferences.preferredBathrooms,
    savedCities,
    viewedCities,
    searchedLocations,
    likedType: preferredType ? null : likedType(homes, searches),
    priceBand: budget ? null : priceBand(homes, searches),
  };
}
