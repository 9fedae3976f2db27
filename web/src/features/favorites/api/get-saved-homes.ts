import type { SavedProperty } from '@contracts/favorite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/user/favorites: the saved homes with their notes, newest saved first. The key is the one
 * the favourite toggle refreshes, so saving or unsaving anywhere updates this list.
 */
export const getSavedHomes = () => apiRequest<SavedProperty[]>('GET', '/api/user/favorites');

export const savedHomesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user/favorites'], queryFn: getSavedHomes });

export const useSavedHomes = (enabled: boolean) => useQuery({ ...savedHomesQueryOptions(), enabled });
