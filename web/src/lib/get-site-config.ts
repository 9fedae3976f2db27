import type { SiteConfig } from '@contracts/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/config: where map tiles come from (set per deployment, so not baked into the bundle).
 * Shared, not per feature: every map needs it, and one query key means one request.
 */
export const getSiteConfig = () => apiRequest<SiteConfig>('GET', '/api/config');

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.siteConfig, queryFn: getSiteConfig });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
