/** Query keys of the admin panel: each list's prefix covers its pages, searches and total. */
export const adminUsersKey = ['/api/admin/users'] as const;
export const adminPropertiesKey = ['/api/admin/properties'] as const;
export const analyticsKey = ['/api/admin/analytics'] as const;
export const recentActivityKey = ['/api/admin/analytics/recent'] as const;

/** The public lists a change to any listing can show in (home, search, map, favourites, picks). */
export const publicListingKeys = [
  ['/api/properties'],
  ['/api/properties/search'],
  ['/api/user/favorites'],
  ['/api/user/properties'],
  ['/api/recommendations'],
] as const;

export interface ListParams {
  page: number;
  pageSize: number;
  /** Trimmed search text; '' for none. */
  q: string;
}

/** '?page=2&pageSize=12&q=smith' (q left out when empty). */
export function listSearch({ page, pageSize, q }: ListParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  return `?${params.toString()}`;
}
