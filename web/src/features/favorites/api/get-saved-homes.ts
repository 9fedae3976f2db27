import type { SavedProperty } from '@contracts/favorite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/user/favorites: the saved homes with their notes, newest saved first (SPEC 7). The
 * favourite toggle refreshes this one query, so saving or unsaving anywhere updates every page
 * reading it (the saved homes, the hearts of a page of cards).
 */
export const getSavedHomes = () => apiRequest<SavedProperty[]>('GET', '/api/user/favorites');

export const savedHomesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.favorites, queryFn: getSavedHomes });

export const useSavedHomes = (enabled: boolean) => useQuery({ ...savedHomesQueryOptions(), enabled });

/**
 * Ids of the saved homes, so a page of cards needs one request instead of one per card.
 * Empty (and idle) when signed out.
 */
export function useFavoriteIds(enabled: boolean): ReadonlySet<string> {
  const query = useQuery({
    ...savedHomesQueryOptions(),
    enabled,
    select: (list) => new Set(list.map((p) => p.id)),
  });
  return (enabled && query.data) || EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
