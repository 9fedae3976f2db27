import { SOLD_HEADERS, type SoldResult } from '@contracts/sold/search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, NetworkError } from '@/lib/api-client';
import { PAGE_SIZE, type SoldSearch, soldPricesApiQuery } from '../lib/sold-search';

export interface SoldPricesPage {
  results: SoldResult[];
  /** Every sale matching the search, not just this page. */
  total: number;
  /** Whether the server holds sold data at all, so 'nothing found' is not mistaken for 'no sales'. */
  dataStatus: SoldDataState;
}

export type SoldDataState = 'loaded' | 'loading' | 'empty';
const DATA_STATES: readonly SoldDataState[] = ['loaded', 'loading', 'empty'];

/**
 * The search itself was refused (SPEC 8 'Search Error'): a 400 or 404 with a message, or an OK
 * answer carrying an error field. Anything else that goes wrong is a failure to reach the data.
 */
export class SoldSearchError extends Error {}

/**
 * GET /api/sold-prices for one page. Not apiRequest: the total count travels in a response header,
 * which apiRequest does not expose. Request behaviour is the same (SPEC 7), plus no-cache headers.
 */
export async function getSoldPrices(
  search: SoldSearch,
  offset = 0,
  limit = PAGE_SIZE,
): Promise<SoldPricesPage> {
  let response: Response;
  try {
    response = await fetch(`/api/sold-prices?${soldPricesApiQuery(search, { offset, limit })}`, {
      credentials: 'include',
      cache: 'no-store',
      mode: 'cors',
      headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate', Pragma: 'no-cache' },
    });
  } catch {
    throw new NetworkError('Unable to connect to the server. Please try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  const message = readMessage(body);
  if (!response.ok) {
    if (message && (response.status === 400 || response.status === 404)) throw new SoldSearchError(message);
    throw new ApiError(response.status, `HTTP ${response.status}`, body);
  }
  if (message !== undefined && !Array.isArray(body)) throw new SoldSearchError(message);
  // SPEC 7: an answer that is not a list is treated as empty.
  const results = Array.isArray(body) ? (body as SoldResult[]) : [];
  const total = Number(response.headers.get(SOLD_HEADERS.totalCount));
  const dataStatus =
    DATA_STATES.find((state) => state === response.headers.get(SOLD_HEADERS.dataStatus)) ?? 'loaded';
  return {
    results,
    total: Number.isFinite(total) && total >= offset + results.length ? total : offset + results.length,
    dataStatus,
  };
}

function readMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const text = record.error ?? record.message;
  return typeof text === 'string' ? text : undefined;
}

export const soldPricesQueryOptions = (search: SoldSearch) =>
  infiniteQueryOptions({
    queryKey: ['/api/sold-prices', search],
    queryFn: ({ pageParam }) => getSoldPrices(search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.total && last.results.length > 0 ? loaded : undefined;
    },
  });

/** The sold sales for a search, page by page; idle while there is no search. */
export function useSoldPrices(search: SoldSearch | null) {
  const placeholder: SoldSearch = { postcode: '', radius: 1, timeRange: 'all' };
  return useInfiniteQuery({ ...soldPricesQueryOptions(search ?? placeholder), enabled: search !== null });
}
