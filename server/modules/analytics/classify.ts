/**
 * Pure rules for what a captured row means: bot or person, where a visit came from, which page.
 * They run at flush time, off the request path.
 */

/**
 * Crawlers, monitors and scripts. They are recorded but never counted as visits or visitors. A
 * missing user agent counts as a bot: every browser sends one.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|headless|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|apache-httpclient|libwww|scrapy|node-fetch|undici|axios\/|facebookexternalhit|lighthouse|pingdom|uptimerobot|phantomjs|bingpreview|mediapartners|^node$/i;

export function isBot(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim();
  return !agent || BOT_PATTERN.test(agent);
}

/**
 * The referring host ("www.google.com"), or null for direct traffic: no referrer, one that is not
 * an absolute URL, or one from this site itself (`ownHosts`, lower-case host[:port]). Only the host
 * is kept: a full referring URL can carry search terms or tokens.
 */
export function referrerHost(
  referrer: string | null | undefined,
  ownHosts: ReadonlySet<string>,
  requestHost?: string,
): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (!url.hostname || !['http:', 'https:'].includes(url.protocol)) return null;
  const host = url.host.toLowerCase();
  // The request's own Host counts too: the Vite dev server and proxies may use another name.
  if (ownHosts.has(host) || host === requestHost?.toLowerCase()) return null;
  return url.hostname.toLowerCase().slice(0, 255);
}

/** Hosts that count as this site: PUBLIC_URL's and ALLOWED_ORIGINS'. */
export function siteHosts(publicUrl: string, allowedOrigins: readonly string[]): Set<string> {
  return new Set([publicUrl, ...allowedOrigins].map((origin) => new URL(origin).host.toLowerCase()));
}

export const MAX_STORED_PATH = 2048;

/** A path without its query string or fragment: those can carry search terms, e-mails or tokens. */
export function barePath(url: string): string {
  let end = url.length;
  const query = url.indexOf('?');
  if (query >= 0) end = query;
  const hash = url.indexOf('#');
  if (hash >= 0 && hash < end) end = hash;
  return url.slice(0, Math.min(end, MAX_STORED_PATH));
}
