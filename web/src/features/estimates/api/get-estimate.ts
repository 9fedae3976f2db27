import type { Estimate, PriceIndexSeries } from '@contracts/estimate';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/lib/use-hydrated';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * Estimates are asked for once the page is up in the browser: they are not what a search engine
 * needs from the page, and the server's render stays as fast as it was.
 */

/** GET /api/estimate: a sold address's estimated value today. */
export function useSoldEstimate(address: string, postcode: string) {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: queryKeys.estimates.sold(address, postcode),
    queryFn: () =>
      apiRequest<Estimate>(
        'GET',
        `/api/estimate?address=${encodeURIComponent(address)}&postcode=${encodeURIComponent(postcode)}`,
      ),
    enabled: hydrated,
  });
}

/** GET /api/properties/:id/estimate: a listing's estimated value against its asking price. */
export function useListingEstimate(id: string) {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: queryKeys.estimates.listing(id),
    queryFn: () => apiRequest<Estimate>('GET', `/api/properties/${encodeURIComponent(id)}/estimate`),
    enabled: hydrated,
  });
}

/** GET /api/sold-prices/index: the local monthly price index an estimate used. */
export function usePriceIndex(district: string, kind: 'flats' | 'houses') {
  return useQuery({
    queryKey: queryKeys.estimates.index(district, kind),
    queryFn: () =>
      apiRequest<PriceIndexSeries>(
        'GET',
        `/api/sold-prices/index?district=${encodeURIComponent(district)}&type=${kind}`,
      ),
  });
}
