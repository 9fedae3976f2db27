import type { Property } from '@contracts/property';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type Page, toPage } from '../lib/paging';
import { adminPropertiesKey, type ListParams, listSearch } from './admin-keys';

/** GET /api/admin/properties?page=&pageSize=&q=: one page of every listing, and how many match. */
export const getAdminProperties = async (params: ListParams): Promise<Page<Property>> =>
  toPage<Property>(
    await apiRequest('GET', `/api/admin/properties${listSearch(params)}`),
    params.page,
    params.pageSize,
  );

export const adminPropertiesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...adminPropertiesKey, 'page', params],
    queryFn: () => getAdminProperties(params),
    staleTime: 30_000,
  });

/** The page shown; the previous one stays on screen while the next loads. */
export const useAdminProperties = (params: ListParams) =>
  useQuery({ ...adminPropertiesQueryOptions(params), placeholderData: keepPreviousData });

/** Every listing, counted (the Properties tab's label). */
export const useAdminPropertyTotal = () =>
  useQuery({
    queryKey: [...adminPropertiesKey, 'total'],
    queryFn: async () => (await getAdminProperties({ page: 1, pageSize: 1, q: '' })).total,
    staleTime: 30_000,
  });
