import { apiRequest } from '@/lib/api-client';
import type { FilterBody } from '../lib/search-filters';

/** POST /api/search/track: remembers a signed-in user's search (feeds recommendations). */
export const trackSearch = (filter: FilterBody) => apiRequest<void>('POST', '/api/search/track', filter);
