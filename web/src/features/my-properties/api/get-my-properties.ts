import type { Property } from '@contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/user/properties: the signed-in user's own listings, newest first. */
export const getMyProperties = () => apiRequest<Property[]>('GET', '/api/user/properties');

export const myPropertiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myProperties, queryFn: getMyProperties });

/** Fetched only once the auth check has settled on a signed-in user (SPEC 4, My Properties). */
export const useMyProperties = (enabled: boolean) => useQuery({ ...myPropertiesQueryOptions(), enabled });
