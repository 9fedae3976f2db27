import type { SiteConfig } from '@contracts/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * GET /api/config: where map tiles come from (set per deployment, so not baked into the bundle).
 * Shared, not per feature: every map needs it, and one query key means one request.
 */
export const getSiteConfig = () => apiRequest<SiteConfig>('GET', '/api/config');

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['/api/config'], queryFn: getSiteConfig });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
