import { parseSoldLocation } from '@contracts/sold/common';
import { SOLD_HEADERS, type SoldResult } from '@contracts/sold/search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiResponse, apiRequestWithHeaders, hasErrorCode, isRefusedInput } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { PAGE_SIZE, type SoldSearch, soldPricesApiQuery } from '../lib/sold-search';

export interface SoldPricesPage {
  results: SoldResult[];
  /** Every sale matching the search, not just this page. */
  total: number;
  /** Whether the server holds sold data at all, so 'nothing found' is not mistaken for 'no sales'. */
  dataStatus: SoldDataState;
  /**
   * A real postcode (or sector, or district) the loaded data knows nothing of: no sale and no
   * position. Said plainly, and kept apart from text that is no postcode at all (a refused search).
   */
  notHeld?: boolean;
}

export type SoldDataState = 'loaded' | 'loading' | 'empty';
const DATA_STATES: readonly SoldDataState[] = ['loaded', 'loading', 'empty'];

/**
 * The search itself was refused (SPEC 8 'Search Error'): a malformed or unknown location with a
 * message, or an OK answer carrying an error field. Anything else that goes wrong is a failure to
 * reach the data.
 */
export class SoldSearchError extends Error {}

/** GET /api/sold-prices for one page, with no-cache headers; the total travels in a header. */
export async function getSoldPrices(
  search: SoldSearch,
  offset = 0,
  limit = PAGE_SIZE,
): Promise<SoldPricesPage> {
  let answer: ApiResponse<unknown>;
  try {
    answer = await apiRequestWithHeaders(
      'GET',
      `/api/sold-prices?${soldPricesApiQuery(search, { offset, limit })}`,
      undefined,
      { noCache: true },
    );
  } catch (error) {
    // Text that is no postcode is refused as bad input (400, with the server's explanation). A
    // well-formed postcode, sector or district (the `postcode` package, as the server reads it)
    // answered 'Postcode not found' is one the loaded data knows nothing of: an empty answer.
    if (hasErrorCode(error, 'not_found') && parseSoldLocation(search.postcode) !== null)
      return { results: [], total: 0, dataStatus: 'loaded', notHeld: true };
    const message = isRefusedInput(error) ? readMessage(error.body) : undefined;
    throw message ? new SoldSearchError(message) : error;
  }
  const { body, headers } = answer;
  const message = readMessage(body);
  if (message !== undefined && !Array.isArray(body)) throw new SoldSearchError(message);
  // SPEC 7: an answer that is not a list is treated as empty.
  const results = Array.isArray(body) ? (body as SoldResult[]) : [];
  const total = Number(headers.get(SOLD_HEADERS.totalCount));
  const dataStatus = DATA_STATES.find((state) => state === headers.get(SOLD_HEADERS.dataStatus)) ?? 'loaded';
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
    queryKey: queryKeys.sold.search(search),
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
