import { TOTAL_COUNT_HEADER } from '@contracts/property-options';
import type { Property } from '@contracts/property';
import { ApiError, NetworkError } from '@/lib/api-client';

/** One page of listings and how many match in all (the X-Total-Count header). */
export interface PropertyPage {
  items: Property[];
  total: number;
  offset: number;
}

/** The home grid fills 1, 2 or 3 columns evenly. */
export const LISTING_PAGE_SIZE = 24;

/**
 * Fetches a page of listings. Not apiRequest: the total travels in a response header, which
 * apiRequest does not expose. Request behaviour is the same (SPEC 7: cookies, no caching).
 */
export async function fetchPropertyPage(
  url: string,
  offset: number,
  body?: unknown,
  signal?: AbortSignal,
): Promise<PropertyPage> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      cache: 'no-store',
      mode: 'cors',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError('Unable to connect to the server. Please try again.');
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    const message =
      parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
        ? parsed.message
        : `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, message, parsed);
  }
  const items = Array.isArray(parsed) ? (parsed as Property[]) : [];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return {
    items,
    offset,
    total: Number.isFinite(total) && total >= offset + items.length ? total : offset + items.length,
  };
}

/** Next offset to load, or undefined when every match is loaded. */
export function nextOffset(last: PropertyPage): number | undefined {
  const loaded = last.offset + last.items.length;
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
}
