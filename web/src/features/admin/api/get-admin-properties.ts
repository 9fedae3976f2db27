import type { Property } from '@contracts/property';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type ListParams, type Page, listSearch, toPage } from '../lib/paging';

/** GET /api/admin/properties?page=&pageSize=&q=: one page of every listing, and how many match. */
export const getAdminProperties = async (params: ListParams): Promise<Page<Property>> =>
  toPage<Property>(
    await apiRequest('GET', `/api/admin/properties${listSearch(params)}`),
    params.page,
    params.pageSize,
  );

export const adminPropertiesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.admin.propertiesPage(params),
    queryFn: () => getAdminProperties(params),
    staleTime: 30_000,
  });

/** The page shown; the previous one stays on screen while the next loads. */
export const useAdminProperties = (params: ListParams) =>
  useQuery({ ...adminPropertiesQueryOptions(params), placeholderData: keepPreviousData });

/** Every listing, counted (the Properties tab's label). */
export const useAdminPropertyTotal = () =>
  useQuery({
    queryKey: queryKeys.admin.propertiesTotal,
    queryFn: async () => (await getAdminProperties({ page: 1, pageSize: 1, q: '' })).total,
    staleTime: 30_000,
  });
