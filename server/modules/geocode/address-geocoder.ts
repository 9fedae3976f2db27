import { UK_BOUNDS } from '@contracts/user-property';
import { expiringCache } from '../../lib/expiring-cache';
import { HttpError } from '../../lib/http-error';
import type { LatLon } from '../postcodes/postcodes.repository';

/** A geocoder that takes longer than this is not waited for: the person can type coordinates. */
export const GEOCODER_TIMEOUT_MS = 4000;
/** Addresses do not move: answers (found or not) are kept a day. */
const CACHE_MS = 86_400_000;

export const geocoderUnavailable = () =>
  new HttpError(502, 'The address lookup service did not answer. You can enter the coordinates manually.');

/**
 * Looks addresses up in a Nominatim-compatible service (GET ?q=&format=json&limit=1&countrycodes=gb,
 * SPEC 7), with a timeout and a cache. Answers outside the UK count as not found.
 */
export function createAddressGeocoder(
  serviceUrl: string,
  userAgent: string,
  timeoutMs = GEOCODER_TIMEOUT_MS,
  /** The app's clock in milliseconds. */
  now?: () => number,
) {
  // "Not found" is an answer worth keeping too, so entries wrap what was found.
  const cache = expiringCache<{ found: LatLon | null }>({ ttlMs: CACHE_MS, max: 10_000, now });

  async function ask(query: string): Promise<LatLon | null> {
    const url = new URL(serviceUrl);
    url.search = new URLSearchParams({ q: query, format: 'json', limit: '1', countrycodes: 'gb' }).toString();
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json', 'User-Agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      body = await response.json();
    } catch {
      throw geocoderUnavailable();
    }
    const first = Array.isArray(body) ? (body[0] as { lat?: unknown; lon?: unknown } | undefined) : undefined;
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    const inUk =
      latitude >= UK_BOUNDS.south &&
      latitude <= UK_BOUNDS.north &&
      longitude >= UK_BOUNDS.west &&
      longitude <= UK_BOUNDS.east;
    return inUk ? { latitude, longitude } : null;
  }

  return async (query: string): Promise<LatLon | null> => {
    const key = query.trim().toLowerCase().replace(/\s+/g, ' ');
    const cached = cache.get(key);
    if (cached) return cached.found;
    const found = await ask(query);
    cache.set(key, { found });
    return found;
  };
}
