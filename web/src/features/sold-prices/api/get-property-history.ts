import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { PropertyHistory } from '@contracts/sold/history';

/** GET /api/property-history: one property's sales, its neighbours' and the local trend (SPEC 7). */
export const getPropertyHistory = (address: string, postcode: string) =>
  apiRequest<PropertyHistory | null>(
    'GET',
    `/api/property-history?address=${encodeURIComponent(address)}&postcode=${encodeURIComponent(postcode)}`,
  );

export const propertyHistoryQueryOptions = (address: string, postcode: string) =>
  queryOptions({
    queryKey: queryKeys.sold.propertyHistory(address, postcode),
    queryFn: () => getPropertyHistory(address, postcode),
  });

export const usePropertyHistory = (address: string, postcode: string) =>
  useQuery(propertyHistoryQueryOptions(address, postcode));
