/** The XML of sitemaps and sitemap indexes (sitemaps.org protocol 0.9), written a piece at a time. */

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The protocol's limit on URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Every value goes through this: the protocol requires all five entities escaped. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const element = (tag: 'url' | 'sitemap', entry: SitemapEntry) =>
  `<${tag}><loc>${escapeXml(entry.loc)}</loc>${
    entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
  }</${tag}>\n`;

/**
 * A <urlset> written as its entries arrive, one chunk per batch of rows read, so a page of
 * thousands of URLs never sits in memory whole. Stops at the protocol's 50,000 URLs.
 */
export async function* urlsetXml(batches: AsyncIterable<SitemapEntry[]>): AsyncGenerator<string> {
  yield `${DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
  let written = 0;
  for await (const batch of batches) {
    const room = batch.slice(0, SITEMAP_MAX_URLS - written);
    written += room.length;
    yield room.map((entry) => element('url', entry)).join('');
    if (written >= SITEMAP_MAX_URLS) break;
  }
  yield '</urlset>\n';
}

/** A <sitemapindex> naming every sitemap page (a few hundred lines at most). */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries
    .map((entry) => element('sitemap', entry))
    .join('')}</sitemapindex>\n`;
}
