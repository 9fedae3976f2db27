import { SOLD_HEADERS, type SoldResult } from '@contracts/sold/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, isRefusedInput } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { NEARBY_RADIUS_MILES, NEARBY_SALES_SAMPLE } from '../lib/nearby-sales';

export interface NearbySales {
  sales: SoldResult[];
  /** False when no sold-price data is loaded at all (the panel says so instead of 'none found'). */
  dataLoaded: boolean;
}

/**
 * GET /api/sold-prices around a listing's postcode, newest first. A postcode the register does not
 * know is simply no sales nearby, not an error worth shouting about.
 */
export async function getNearbySales(postcode: string, signal?: AbortSignal): Promise<NearbySales> {
  const query = new URLSearchParams({
    location: postcode,
    radius: String(NEARBY_RADIUS_MILES),
    limit: String(NEARBY_SALES_SAMPLE),
  });
  try {
    const { body, headers } = await apiRequestWithHeaders('GET', `/api/sold-prices?${query}`, undefined, {
      signal,
    });
    const dataLoaded = headers.get(SOLD_HEADERS.dataStatus) !== 'empty';
    return { sales: Array.isArray(body) ? (body as SoldResult[]) : [], dataLoaded };
  } catch (error) {
    // A refused search carries no data status: only a search the server ran says the data is empty.
    if (isRefusedInput(error)) return { sales: [], dataLoaded: true };
    throw error;
  }
}

export const nearbySalesQueryOptions = (postcode: string) =>
  queryOptions({
    queryKey: queryKeys.sold.nearby(postcode),
    queryFn: ({ signal }) => getNearbySales(postcode, signal),
  });

export const useNearbySales = (postcode: string) =>
  useQuery({ ...nearbySalesQueryOptions(postcode), enabled: postcode.trim() !== '' });
