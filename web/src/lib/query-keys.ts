import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@contracts/analytics';
import type { BoundingBox, PropertySort } from '@contracts/property';

/**
 * Every query key of the web app, in one place: a feature that reads, refreshes or writes another
 * feature's answer names it here instead of spelling the key again.
 *
 * A key starts with its API path, so a shorter key is a prefix that covers the longer ones
 * (invalidating `listings.all` refreshes the home list, every detail page, every favourite status
 * and the tour). The signed-in user's key is read by the default query function, which GETs the key
 * parts joined with '/' (SPEC 7): it must stay the path itself.
 */
export const queryKeys = {
  /** GET /api/auth/me (the default reader fetches it by this key). */
  me: ['/api/auth/me'],
  siteConfig: ['/api/config'],
  verifyEmail: (token: string) => ['/api/verify-email', token] as const,

  listings: {
    /** Every key under /api/properties: the home list, detail pages, favourite statuses, the tour. */
    all: ['/api/properties'],
    page: (sort: PropertySort) => ['/api/properties', { sort }] as const,
    tour: (size: number) => ['/api/properties', { tour: size }] as const,
    /** Every search (grid pages and map areas). */
    search: ['/api/properties/search'],
    searchPage: <Filter>(filter: Filter, sort: PropertySort) =>
      ['/api/properties/search', filter, { sort }] as const,
    searchArea: <Filter>(filter: Filter, bbox: BoundingBox) =>
      ['/api/properties/search', filter, { bbox }] as const,
  },
  property: (id: string) => ['/api/properties', id] as const,
  /** GET /api/properties/:id/history: under the listing's key, so refreshing it refreshes this. */
  listingHistory: (id: string) => ['/api/properties', id, 'history'] as const,
  favoriteStatus: (id: string) => ['/api/properties', id, 'favorite'] as const,

  /** GET /api/user/favorites: the saved homes (the toggle refreshes it). */
  favorites: ['/api/user/favorites'],
  comparison: (ids: readonly string[]) => ['/api/user/favorites/compare', ids.join(',')] as const,
  myProperties: ['/api/user/properties'],
  recentlyViewed: (limit: number) => ['/api/user/recently-viewed', limit] as const,
  savedSearches: ['/api/saved-searches'],

  recommendations: ['/api/recommendations'],
  insights: ['/api/recommendations/insights'],

  estimates: {
    sold: (address: string, postcode: string) => ['/api/estimate', address, postcode] as const,
    /** Under the listing's key, so editing its asking price refreshes this too. */
    listing: (id: string) => ['/api/properties', id, 'estimate'] as const,
    index: (district: string, kind: string) => ['/api/sold-prices/index', district, kind] as const,
  },
  sold: {
    /** Every sold-price search (the postcode, area and main pages). */
    all: ['/api/sold-prices'],
    search: <Search>(search: Search) => ['/api/sold-prices', search] as const,
    nearby: (postcode: string) => ['/api/sold-prices', 'nearby', postcode] as const,
    status: ['/api/sold-prices/status'],
    areaStats: (areaKey: string) => ['/api/sold-prices/area-stats', areaKey] as const,
    propertyHistory: (address: string, postcode: string) =>
      ['/api/property-history', address, postcode] as const,
  },

  admin: {
    /** Each list's prefix covers its pages, searches and total. */
    users: ['/api/admin/users'],
    usersPage: <Params>(params: Params) => ['/api/admin/users', 'page', params] as const,
    usersTotal: ['/api/admin/users', 'total'],
    properties: ['/api/admin/properties'],
    propertiesPage: <Params>(params: Params) => ['/api/admin/properties', 'page', params] as const,
    propertiesTotal: ['/api/admin/properties', 'total'],
    analytics: ['/api/admin/analytics'],
    analyticsPeriod: (days: AnalyticsPeriod) => ['/api/admin/analytics', days] as const,
    recentActivity: ['/api/admin/analytics/recent'],
    recentActivityLimit: (limit: number) => ['/api/admin/analytics/recent', limit] as const,
    /** GET /api/admin/sold-listings: listings marked sold (their Undo refreshes it). */
    soldListings: ['/api/admin/sold-listings'],
    soldListingsPage: (page: number) => ['/api/admin/sold-listings', page] as const,
  },
} as const;

/**
 * Every public list a change to any listing can show in: the home list, detail pages and searches
 * (grid and map), the saved homes, the owner's own list and the recommendations.
 */
export const listingListKeys = [
  queryKeys.listings.all,
  queryKeys.listings.search,
  queryKeys.favorites,
  queryKeys.myProperties,
  queryKeys.recommendations,
] as const;

/** Marks every query under these keys out of date (refetching those on screen); resolves when done. */
export const invalidateAll = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
