import type { ListingCard, PropertySort } from '@contracts/property';

type Comparator = (a: ListingCard, b: ListingCard) => number;

/** Byte order of the lower-cased text, as the server sorts (collate "C"), so both agree. */
const text = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Ties: newest first, then id (the server's tie-break, so paging and re-sorting agree). */
const newest: Comparator = (a, b) => text(b.createdAt, a.createdAt) || text(b.id, a.id);

/** SPEC 2 sort keys, each with the server's exact order. */
export const PROPERTY_COMPARATORS: Record<PropertySort, Comparator> = {
  newest,
  'price-low': (a, b) => a.price - b.price || newest(a, b),
  'price-high': (a, b) => b.price - a.price || newest(a, b),
  sqft: (a, b) => b.sqft - a.sqft || newest(a, b),
  'domain-az': (a, b) => text(a.city, b.city) || newest(a, b),
  'domain-za': (a, b) => text(b.city, a.city) || newest(a, b),
  location: (a, b) => text(a.state, b.state) || text(a.city, b.city) || newest(a, b),
};

/** A sorted copy: sorting only reorders what is shown (SPEC 4, Home list). */
export function sortProperties(list: readonly ListingCard[], sort: PropertySort): ListingCard[] {
  return [...list].sort(PROPERTY_COMPARATORS[sort]);
}

/** Labels of the sort dropdown. */
export const SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest First',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  sqft: 'Largest First',
  'domain-az': 'Location: A-Z',
  'domain-za': 'Location: Z-A',
  location: 'Region & City',
};
