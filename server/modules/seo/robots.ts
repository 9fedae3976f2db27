/**
 * Paths crawlers are asked to keep out of: the API, the signed-in and admin areas, and forms and
 * one-time links that have nothing to index. Kept in step with web/src/config/paths.ts (the
 * server may not import web code); a prefix covers what starts with it (/admin: /admin-login too).
 */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/dashboard',
  '/account',
  '/favorites',
  '/preferences',
  '/recommendations',
  '/my-properties',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/saved-searches/',
];

/** robots.txt: everything else may be crawled, and the sitemap index says where the pages are. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
