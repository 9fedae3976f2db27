import type { SavedProperty } from '@contracts/favorite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/user/favorites: the signed-in user's saved listings (SPEC 7). */
export const getUserFavorites = () => apiRequest<SavedProperty[]>('GET', '/api/user/favorites');

export const userFavoritesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user/favorites'], queryFn: getUserFavorites });

/**
 * Ids of the saved listings, so a page of cards needs one request instead of one per card.
 * Empty (and idle) when signed out.
 */
export function useFavoriteIds(enabled: boolean): ReadonlySet<string> {
  const query = useQuery({
    ...userFavoritesQueryOptions(),
    enabled,
    select: (list) => new Set(list.map((p) => p.id)),
  });
  return (enabled && query.data) || EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
