import type { QueryClient } from '@tanstack/react-query';
import { myPropertiesQueryKey } from './get-my-properties';

/**
 * Every cached list a change to one of the user's listings can show in: their own list, the
 * home list and searches (grid and map), detail pages, favourites and recommendations.
 */
const LISTING_KEYS = [
  myPropertiesQueryKey,
  ['/api/properties'],
  ['/api/properties/search'],
  ['/api/user/favorites'],
  ['/api/recommendations'],
];

export const refreshListings = (queryClient: QueryClient) =>
  Promise.all(LISTING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
