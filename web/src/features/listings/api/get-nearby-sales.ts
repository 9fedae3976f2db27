import { SOLD_HEADERS, type SoldResult } from '@contracts/sold/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, NetworkError } from '@/lib/api-client';
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
  let response: Response;
  try {
    response = await fetch(`/api/sold-prices?${query}`, {
      credentials: 'include',
      cache: 'no-store',
      mode: 'cors',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError('Unable to connect to the server. Please try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  const dataLoaded = response.headers.get(SOLD_HEADERS.dataStatus) !== 'empty';
  if (response.status === 400 || response.status === 404) return { sales: [], dataLoaded };
  if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`, body);
  return { sales: Array.isArray(body) ? (body as SoldResult[]) : [], dataLoaded };
}

export const nearbySalesQueryOptions = (postcode: string) =>
  queryOptions({
    queryKey: ['/api/sold-prices', 'nearby', postcode],
    queryFn: ({ signal }) => getNearbySales(postcode, signal),
  });

export const useNearbySales = (postcode: string) =>
  useQuery({ ...nearbySalesQueryOptions(postcode), enabled: postcode.trim() !== '' });
