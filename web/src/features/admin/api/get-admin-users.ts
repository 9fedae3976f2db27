import type { PublicUser } from '@contracts/auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type ListParams, type Page, listSearch, toPage } from '../lib/paging';

/** GET /api/admin/users?page=&pageSize=&q=: one page of users, newest first, and how many match. */
export const getAdminUsers = async (params: ListParams): Promise<Page<PublicUser>> =>
  toPage<PublicUser>(
    await apiRequest('GET', `/api/admin/users${listSearch(params)}`),
    params.page,
    params.pageSize,
  );

export const adminUsersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.admin.usersPage(params),
    queryFn: () => getAdminUsers(params),
    staleTime: 30_000,
  });

/** The page shown; the previous one stays on screen while the next loads. */
export const useAdminUsers = (params: ListParams) =>
  useQuery({ ...adminUsersQueryOptions(params), placeholderData: keepPreviousData });

/** Every user, counted (the Users tab's label). */
export const useAdminUserTotal = () =>
  useQuery({
    queryKey: queryKeys.admin.usersTotal,
    queryFn: async () => (await getAdminUsers({ page: 1, pageSize: 1, q: '' })).total,
    staleTime: 30_000,
  });
