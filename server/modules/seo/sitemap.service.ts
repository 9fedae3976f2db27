import type { Db } from '../../db/client';
import { sitemapIndexXml, type SitemapEntry, urlsetXml } from './sitemap-xml';
import {
  countListedListings,
  listingEntries,
  soldAddressEntries,
  type SoldAddressEntry,
  soldPageStarts,
} from './sitemap.repository';

export interface SitemapSizes {
  /** Listings per listings page. */
  listingsPerPage: number;
  /** Sales a sold page covers, at most (its addresses are fewer). */
  soldSalesPerPage: number;
  /** Rows read per query while a page is written. */
  batchSize: number;
}

/**
 * 10,000 listings a page; 40,000 sales a sold page, so with its last postcode's addresses it
 * stays under the protocol's 50,000 URLs (postcodes hold tens of sales, rarely a few thousand).
 */
export const SITEMAP_SIZES: SitemapSizes = {
  listingsPerPage: 10_000,
  soldSalesPerPage: 40_000,
  batchSize: 1_000,
};

/**
 * The public pages that are no listing or sold history, as web/src/config/paths.ts names them
 * (the server may not import web code). Searches with queries are left to links.
 */
export const STATIC_PAGE_PATHS = [
  '/',
  '/search',
  '/map',
  '/sold-prices',
  '/sold-prices/postcode',
  '/sold-prices/area',
  '/about-us',
  '/about-estimates',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];

/** A sold history's path exactly as the web builds it (`paths.soldHistory`), so links and sitemap agree. */
export const soldHistoryPath = (address: string, postcode: string) =>
  `/property/${encodeURIComponent(address)}/${encodeURIComponent(postcode)}`;

export type SitemapPage = { kind: 'pages' } | { kind: 'listings' | 'sold'; page: number };

/** '/sitemaps/listings-3.xml' and back. */
export const sitemapPagePath = (page: SitemapPage) =>
  page.kind === 'pages' ? '/sitemaps/pages.xml' : `/sitemaps/${page.kind}-${page.page}.xml`;

export function parseSitemapPage(file: string): SitemapPage | undefined {
  if (file === 'pages.xml') return { kind: 'pages' };
  const match = /^(listings|sold)-([1-9]\d{0,8})\.xml$/.exec(file);
  return match ? { kind: match[1] as 'listings' | 'sold', page: Number(match[2]) } : undefined;
}

/**
 * Reads rows a batch at a time, each batch after the last row of the one before (keyset), so no
 * query returns more than `batchSize` rows and the first batch is read before anything is sent:
 * a database that cannot answer gets its 503, not a cut-off page.
 */
async function* keysetBatches<Row>(
  first: Row[],
  next: (last: Row, limit: number) => Promise<Row[]>,
  { batchSize, max }: { batchSize: number; max: number },
): AsyncGenerator<Row[]> {
  let batch = first;
  let read = batch.length;
  while (batch.length > 0) {
    yield batch;
    const last = batch.at(-1)!;
    if (batch.length < batchSize || read >= max) return;
    batch = await next(last, Math.min(batchSize, max - read));
    read += batch.length;
  }
}

export interface SitemapContext {
  db: Db;
  /** Sold data reads: the read replica when there is one (decision 0017). */
  soldDb: Db;
  /** The site's public origin, PUBLIC_URL. */
  origin: string;
  sizes: SitemapSizes;
  /** The sold pages' first postcodes (cached by the caller: they take a pass over the counts). */
  soldPageStarts: () => Promise<string[]>;
}

export const loadSoldPageStarts = (db: Db, sizes: SitemapSizes) => soldPageStarts(db, sizes.soldSalesPerPage);

/** /sitemap.xml: the static pages' sitemap, then every listings and sold page. */
export async function sitemapIndex(ctx: SitemapContext): Promise<string> {
  const listings = Math.ceil((await countListedListings(ctx.db)) / ctx.sizes.listingsPerPage);
  const sold = (await ctx.soldPageStarts()).length;
  const pages: SitemapPage[] = [
    { kind: 'pages' },
    ...Array.from({ length: listings }, (_, i) => ({ kind: 'listings' as const, page: i + 1 })),
    ...Array.from({ length: sold }, (_, i) => ({ kind: 'sold' as const, page: i + 1 })),
  ];
  return sitemapIndexXml(pages.map((page) => ({ loc: ctx.origin + sitemapPagePath(page) })));
}

async function* once<T>(value: T) {
  yield value;
}

async function listingsPage(ctx: SitemapContext, page: number) {
  const { db, sizes } = ctx;
  const first = await listingEntries(db, { offset: (page - 1) * sizes.listingsPerPage }, sizes.batchSize);
  if (first.length === 0) return undefined;
  const batches = keysetBatches(first, (last, limit) => listingEntries(db, { afterId: last.id }, limit), {
    batchSize: sizes.batchSize,
    max: sizes.listingsPerPage,
  });
  return urlsetXml(
    mapBatches(batches, (row) => ({ loc: `${ctx.origin}/property/${row.id}`, lastmod: row.updatedAt })),
  );
}

async function soldPage(ctx: SitemapContext, page: number) {
  const { soldDb: db, sizes } = ctx;
  const starts = await ctx.soldPageStarts();
  const from = starts[page - 1];
  if (from === undefined) return undefined;
  const range = { from, to: starts[page] ?? null };
  const first = await soldAddressEntries(db, range, null, sizes.batchSize);
  const batches = keysetBatches<SoldAddressEntry>(
    first,
    (last, limit) => soldAddressEntries(db, range, last, limit),
    { batchSize: sizes.batchSize, max: Number.POSITIVE_INFINITY },
  );
  return urlsetXml(
    mapBatches(batches, (row) => ({ loc: ctx.origin + soldHistoryPath(row.address, row.postcode) })),
  );
}

async function* mapBatches<Row>(batches: AsyncIterable<Row[]>, toEntry: (row: Row) => SitemapEntry) {
  for await (const batch of batches) yield batch.map(toEntry);
}

/** One sitemap page as XML pieces to stream, or undefined when there is no such page. */
export async function sitemapPage(
  ctx: SitemapContext,
  page: SitemapPage,
): Promise<AsyncIterable<string> | undefined> {
  if (page.kind === 'pages')
    return urlsetXml(once(STATIC_PAGE_PATHS.map((path) => ({ loc: ctx.origin + path }))));
  return page.kind === 'listings' ? listingsPage(ctx, page.page) : soldPage(ctx, page.page);
}
