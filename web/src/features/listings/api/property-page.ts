import { TOTAL_COUNT_HEADER } from '@contracts/property-options';
import type { ListingCard } from '@contracts/property';
import { apiRequestWithHeaders } from '@/lib/api-client';

/** One page of listings, as cards, and how many match in all (the X-Total-Count header). */
export interface PropertyPage {
  items: ListingCard[];
  total: number;
  /** How many listings came before this page. */
  offset: number;
}

/** The home grid fills 1, 2 or 3 columns evenly. */
export const LISTING_PAGE_SIZE = 24;

/**
 * Where a page starts: the first at the top; each next one after the last listing loaded (keyset
 * paging, so a deep 'load more' costs the database no more than the first page), `loaded` in.
 */
export interface PageStart {
  loaded: number;
  after?: string;
}

export const FIRST_PAGE: PageStart = { loaded: 0 };

/** The request's paging fields for a page start. */
export const pagePosition = (start: PageStart) =>
  start.after ? { after: start.after } : { offset: start.loaded };

/**
 * Lists ask for the short card shape (`fields=card`): the grid, the map and 'load more' show no
 * more of a listing than that; its page fetches the full one.
 */
export const CARD_FIELDS = { fields: 'card' } as const;

/** Fetches a page of listings: GET for the home list, POST with a filter for a search. */
export async function fetchPropertyPage(
  url: string,
  start: PageStart,
  body?: unknown,
  signal?: AbortSignal,
): Promise<PropertyPage> {
  const answer = await apiRequestWithHeaders(body === undefined ? 'GET' : 'POST', url, body, { signal });
  const items = Array.isArray(answer.body) ? (answer.body as ListingCard[]) : [];
  const total = Number(answer.headers.get(TOTAL_COUNT_HEADER));
  const offset = start.loaded;
  return {
    items,
    offset,
    total: Number.isFinite(total) && total >= offset + items.length ? total : offset + items.length,
  };
}

/** The next page's start, or undefined when every match is loaded. */
export function nextPageStart(last: PropertyPage): PageStart | undefined {
  const loaded = last.offset + last.items.length;
  const lastItem = last.items.at(-1);
  return lastItem && loaded < last.total ? { loaded, after: lastItem.id } : undefined;
}
