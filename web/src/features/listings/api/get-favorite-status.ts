import type { FavoriteStatus } from '@contracts/favorite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/properties/:id/favorite: whether the signed-in user saved this listing. */
export const getFavoriteStatus = (id: string) =>
  apiRequest<FavoriteStatus>('GET', `/api/properties/${encodeURIComponent(id)}/favorite`);

export const favoriteStatusQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/properties', id, 'favorite'], queryFn: () => getFavoriteStatus(id) });

/** Idle when signed out: the answer would only be a 401. */
export const useFavoriteStatus = (id: string, enabled: boolean) =>
  useQuery({ ...favoriteStatusQueryOptions(id), enabled });
