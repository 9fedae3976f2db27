import { TOTAL_COUNT_HEADER } from '@contracts/property-options';
import type { Property } from '@contracts/property';
import { apiRequestWithHeaders } from '@/lib/api-client';

/** One page of listings and how many match in all (the X-Total-Count header). */
export interface PropertyPage {
  items: Property[];
  total: number;
  offset: number;
}

/** The home grid fills 1, 2 or 3 columns evenly. */
export const LISTING_PAGE_SIZE = 24;

/** Fetches a page of listings: GET for the home list, POST with a filter for a search. */
export async function fetchPropertyPage(
  url: string,
  offset: number,
  body?: unknown,
  signal?: AbortSignal,
): Promise<PropertyPage> {
  const answer = await apiRequestWithHeaders(body === undefined ? 'GET' : 'POST', url, body, { signal });
  const items = Array.isArray(answer.body) ? (answer.body as Property[]) : [];
  const total = Number(answer.headers.get(TOTAL_COUNT_HEADER));
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
