import type { SoldListingPage } from '@contracts/sold-listing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { ADMIN_CARDS_PER_PAGE } from '../lib/paging';

/** GET /api/admin/sold-listings?page=: listings marked sold by an HM Land Registry sale, most recently marked first. */
export const getSoldListings = (page: number) =>
  apiRequest<SoldListingPage>(
    'GET',
    `/api/admin/sold-listings?${new URLSearchParams({ page: String(page), pageSize: String(ADMIN_CARDS_PER_PAGE) })}`,
  );

export const useSoldListings = (page: number) =>
  useQuery({
    queryKey: queryKeys.admin.soldListingsPage(page),
    queryFn: () => getSoldListings(page),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
