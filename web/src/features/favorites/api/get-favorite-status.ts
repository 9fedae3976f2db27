import type { FavoriteStatus } from '@contracts/favorite';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/properties/:id/favorite: whether the signed-in user saved this listing. */
export const getFavoriteStatus = (id: string) =>
  apiRequest<FavoriteStatus>('GET', `/api/properties/${encodeURIComponent(id)}/favorite`);

export const favoriteStatusQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.favoriteStatus(id), queryFn: () => getFavoriteStatus(id) });
