import {
  FILTER_KEYS,
  priceBounds,
  type PropertyListQuery,
  propertyMessages,
  type PropertySearch,
  type TrackedSearch,
} from '@contracts/property';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expiringCache } from '../../lib/expiring-cache';
import { badRequest, notFound } from '../../lib/http-error';
import type { LatLon } from '../postcodes/postcodes.repository';
import { type LocationTerm, parseLocation } from './location-query';
import * as repo from './properties.repository';
import { toPropertyJson } from './property-presenter';
import { afterCondition, locationCondition, searchCondition, type TextMatch } from './property-filters';
import { createTotals } from './listing-totals';
import { postcodeCentre } from './search-centre';
import { cachedRuns } from '../../lib/shared-runs';
import { notMarkedSold } from './sold-mark';

/** A second view of the same listing by the same person within this window is not counted. */
export const VIEW_DEDUP_MINUTES = 30;

/** How long a location word's reading (towns, counties, street words) is reused. */
export const READING_CACHE_MS = 10_000;

/**
 * Listing pages, as the JSON text the API sends (written by PostgreSQL, see pageQuery), with their
 * totals (see listing-totals.ts for when a total is reused). How each location word reads is
 * remembered for READING_CACHE_MS: it changes only when a town or county appears or goes, and
 * resolving it cost 1 to 2 ms of database time per search (a fifth of a town search's). `now` is
 * the app's clock in milliseconds.
 */
export function createListingPages(db: Db, now: () => number) {
  const total = createTotals((where) => repo.countMatches(db, where), now);
  // Under 50 concurrent searches for one word, every request arriving while its reading was
  // missing or expired used to resolve it again.
  const readings = cachedRuns(expiringCache<TextMatch>({ ttlMs: READING_CACHE_MS, max: 1000, now }));
  const centres = cachedRuns(
    expiringCache<{ centre: LatLon | null }>({ ttlMs: READING_CACHE_MS, max: 1000, now }),
  );

  const read = (text: string) => readings(text, () => repo.resolveText(db, text));

  const centreOf = async (location: string, terms: LocationTerm[], matches: TextMatch[]) =>
    (await centres(location.toLowerCase(), async () => ({ centre: await searchCentre(db, terms, matches) })))
      .centre;

  async function page(where: SQL | undefined, request: repo.PageRequest & { after?: string }) {
    const anchor = request.after ? await repo.findSortAnchor(db, request.after) : undefined;
    if (request.after && !anchor) throw badRequest(propertyMessages.pageStartGone);
    const { json, count } = await repo.findPageJson(
      db,
      anchor ? and(where, afterCondition(request.sort, anchor)) : where,
      request,
    );
    // A short first page that is not empty ends the list: its position tells the total.
    const known = !anchor && count > 0 && count < request.limit ? request.offset + count : undefined;
    return { listingsJson: json, total: known ?? (await total(where)) };
  }

  return {
    list: (query: PropertyListQuery) => page(notMarkedSold, query),
    search: async (search: PropertySearch) =>
      page(await searchWhere(db, search, { read, centreOf, now: new Date(now()) }), search),
  };
}

/**
 * The centre of a radius search: a postcode's, sector's or district's position from the postcode
 * tables when the location names one, else the middle of the listings the location itself matches
 * (a town, county or street); null when it matches nothing.
 */
export async function searchCentre(db: Db, terms: LocationTerm[], matches: TextMatch[]) {
  for (const term of terms) {
    if (term.kind === 'text') continue;
    const centre = await postcodeCentre(db, term);
    if (centre) return centre;
  }
  return repo.centreOfListings(db, locationCondition(terms, matches));
}

interface SearchWhereOptions {
  read?: (text: string) => Promise<TextMatch>;
  centreOf?: (location: string, terms: LocationTerm[], matches: TextMatch[]) => Promise<LatLon | null>;
  /** The clock 'Added to site' counts back from. */
  now: Date;
}

/** The WHERE clause of a search; each location word is first read (resolved) by one cheap query. */
export async function searchWhere(db: Db, search: PropertySearch, options: SearchWhereOptions) {
  const read = options.read ?? ((text: string) => repo.resolveText(db, text));
  const terms = search.location ? parseLocation(search.location) : [];
  const matches = [];
  for (const term of terms) if (term.kind === 'text') matches.push(await read(term.text));
  const centre =
    search.radius !== undefined && search.location && terms.length > 0
      ? await (options.centreOf?.(search.location, terms, matches) ?? searchCentre(db, terms, matches))
      : undefined;
  return searchCondition(search, terms, matches, { now: options.now, centre });
}

export async function getProperty(db: Db, id: string) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(propertyMessages.notFound);
  return toPropertyJson(row);
}

/** The listing's own events, newest first (404 for an unknown listing). */
export async function getListingHistory(db: Db, id: string) {
  await ensurePropertyExists(db, id);
  return repo.listingHistory(db, id);
}

export async function ensurePropertyExists(db: Db, id: string) {
  if (!(await repo.exists(db, id))) throw notFound(propertyMessages.notFound);
}

/**
 * Counts a view once per viewer per listing per window: signed-in viewers are checked against
 * their stored views; anonymous ones, whose IP is not stored, against an in-memory list.
 */
export function createViewRecorder(db: Db, now: () => number) {
  const anonymous = expiringCache<true>({ ttlMs: VIEW_DEDUP_MINUTES * 60_000, max: 50_000, now });
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
