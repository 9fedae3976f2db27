import type { Property } from '@contracts/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/properties/:id; a 404 means the listing does not exist (or was removed). */
export const getProperty = (id: string) =>
  apiRequest<Property>('GET', `/api/properties/${encodeURIComponent(id)}`);

export const propertyQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.property(id), queryFn: () => getProperty(id) });

/** One listing; idle while there is no id. */
export const useProperty = (id: string | undefined) =>
  useQuery({ ...propertyQueryOptions(id ?? ''), enabled: !!id });
