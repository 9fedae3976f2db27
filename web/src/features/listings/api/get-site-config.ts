import type { SiteConfig } from '@contracts/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/config: where map tiles come from (per deployment, so not baked into the bundle). */
export const getSiteConfig = () => apiRequest<SiteConfig>('GET', '/api/config');

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['/api/config'], queryFn: getSiteConfig });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
