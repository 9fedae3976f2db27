import {
  FILTER_KEYS,
  priceBounds,
  type PropertyListQuery,
  propertyMessages,
  type PropertySearch,
  type TrackedSearch,
} from '@contracts/property';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../plugins/error-handler';
import { parseLocation } from './location-query';
import * as repo from './properties.repository';
import { toPropertyJson } from './property-presenter';
import { searchCondition } from './property-filters';
import { ExpiringMap } from './expiring-map';

/** A second view of the same listing by the same person within this window is not counted. */
export const VIEW_DEDUP_MINUTES = 30;

/** Totals this large are costly to count on every page and need not be exact to the second. */
const CACHED_TOTAL_FROM = 1000;
const TOTAL_CACHE_MS = 10_000;

/**
 * Listing pages with their totals. A total of at least CACHED_TOTAL_FROM is remembered for
 * TOTAL_CACHE_MS per distinct filter, so paging through a big city does not count it again and
 * again; smaller totals are always counted, hence always exact.
 */
export function createListingPages(db: Db) {
  const totals = new ExpiringMap<number>(TOTAL_CACHE_MS, 1000);

  async function total(where: SQL | undefined) {
    const { sql: text, params } = repo.countQuery(db, where).toSQL();
    const key = JSON.stringify([text, params]);
    const cached = totals.get(key);
    if (cached !== undefined) return cached;
    const counted = await repo.countMatches(db, where);
    if (counted >= CACHED_TOTAL_FROM) totals.set(key, counted);
    return counted;
  }

  async function page(where: SQL | undefined, request: repo.PageRequest) {
    const rows = await repo.pageQuery(db, where, request);
    // A short page that is not empty ends the list: its position tells the total.
    const known = rows.length > 0 && rows.length < request.limit ? request.offset + rows.length : undefined;
    return { items: rows.map(toPropertyJson), total: known ?? (await total(where)) };
  }

  return {
    list: (query: PropertyListQuery) => page(undefined, query),
    search: async (search: PropertySearch) => page(await searchWhere(db, search), search),
  };
}

/** The WHERE clause of a search; each location word is first resolved by one cheap query. */
export async function searchWhere(db: Db, search: PropertySearch) {
  const terms = search.location ? parseLocation(search.location) : [];
  const matches = [];
  for (const term of terms) if (term.kind === 'text') matches.push(await repo.resolveText(db, term.text));
  return searchCondition(search, terms, matches);
}

export async function getProperty(db: Db, id: string) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(propertyMessages.notFound);
  return toPropertyJson(row);
}

export async function ensurePropertyExists(db: Db, id: string) {
  if (!(await repo.exists(db, id))) throw notFound(propertyMessages.notFound);
}

/**
 * Counts a view once per viewer per listing per window: signed-in viewers are checked against
 * their stored views; anonymous ones, whose IP is not stored, against an in-memory list.
 */
export function createViewRecorder(db: Db) {
  const anonymous = new ExpiringMap<true>(VIEW_DEDUP_MINUTES * 60_000);
  return async (propertyId: string, viewer: { userId: string | null; ip: string }) => {
    await ensurePropertyExists(db, propertyId);
    if (viewer.userId) return repo.insertViewUnlessRecent(db, propertyId, viewer.userId, VIEW_DEDUP_MINUTES);
    const key = `${viewer.ip}|${propertyId}`;
    if (anonymous.get(key)) return false;
    anonymous.set(key, true);
    await repo.insertAnonymousView(db, propertyId);
    return true;
  };
}

/** The parameters that were actually set; a price range is stored with its bounds as well. */
export function trackedParameters(search: PropertySearch): TrackedSearch {
  const tracked: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    if (search[key] !== undefined) tracked[key] = search[key];
  }
  if (search.priceRange) {
    const bounds = priceBounds(search);
    tracked.minPrice = bounds.min;
    if (bounds.max !== undefined) tracked.maxPrice = bounds.max;
  }
  return tracked as TrackedSearch;
}

export async function trackSearch(db: Db, userId: string, search: PropertySearch) {
  const tracked = trackedParameters(search);
  if (Object.keys(tracked).length === 0) throw badRequest(propertyMessages.searchParameterRequired);
  await repo.insertSearch(db, userId, tracked);
}
