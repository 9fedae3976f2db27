import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { insertFixtureListings } from '../../test/test-listings';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { HISTORY_PROPERTY, loadSearchFixture } from '../../test/sold-search-fixture';
import { escapeXml } from './sitemap-xml';
import {
  loadSoldPageStarts,
  type SitemapContext,
  type SitemapSizes,
  sitemapPage,
  soldHistoryPath,
} from './sitemap.service';

const ORIGIN = 'https://homes.example';

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The <loc> values of a sitemap or index, unescaped. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescapeXml(m[1]!));

describe('robots.txt and sitemaps', () => {
  let t: TestApp;
  let listingIds: string[];
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN });
    listingIds = (await insertFixtureListings(t.app.db, 3, 'seo')).map((l) => l.id);
    await loadSearchFixture(t.database, new Date());
    // An address whose text needs escaping in XML as well as in a URL.
    await t.app.db.execute(sql`INSERT INTO sold_properties (transaction_id, price, sale_date, postcode,
      property_type, old_or_new, duration, property_type_formatted, new_build, tenure, full_address, address_key)
      VALUES (gen_random_uuid(), 275000, '2021-06-01', 'SW19 1AB', 'F', 'N', 'L', 'Flat/Maisonette', false,
      'Leasehold', 'Flat 2 <A> & B, O''Brien''s "Court", London', 'FLAT 2 <A> & B|O''BRIEN''S "COURT"|')`);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const listingsPage = async () => {
    const res = await get('/sitemaps/listings-1.xml');
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('robots.txt allows the site, keeps crawlers out of the API and signed-in areas, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${ORIGIN}/sitemap.xml`]),
    );
    for (const path of ['/api/', '/admin', '/dashboard', '/account', '/favorites', '/my-properties'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow: /property'))).toEqual([]);
  });

  it('the index names the static pages, the listings pages and the sold pages', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/listings-1.xml`,
      `${ORIGIN}/sitemaps/sold-1.xml`,
    ]);
  });

  it('lists the static pages', async () => {
    const res = await get('/sitemaps/pages.xml');
    expect(res.statusCode).toBe(200);
    expect(locs(res.body)).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/sold-prices`, `${ORIGIN}/about-us`]),
    );
  });

  it('lists each listing on the market with when it changed', async () => {
    const xml = await listingsPage();
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(xml).sort()).toEqual(listingIds.map((id) => `${ORIGIN}/property/${id}`).sort());
    expect(xml).toMatch(
      new RegExp(
        `<loc>${ORIGIN}/property/${listingIds[0]}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>`,
      ),
    );
  });

  it('lists a new listing and drops a removed or sold one', async () => {
    const [added] = await insertFixtureListings(t.app.db, 1, 'seo-new');
    const [removed, sold] = listingIds;
    await t.app.db.execute(sql`DELETE FROM properties WHERE id = ${removed}`);
    await t.app.db.execute(sql`UPDATE properties SET status = 'sold' WHERE id = ${sold}`);
    const listed = locs(await listingsPage());
    expect(listed).toContain(`${ORIGIN}/property/${added!.id}`);
    expect(listed).not.toContain(`${ORIGIN}/property/${removed}`);
    expect(listed).not.toContain(`${ORIGIN}/property/${sold}`);
  });

  it('lists each sold address once, at the URL the site links its history by, escaped', async () => {
    const res = await get('/sitemaps/sold-1.xml');
    expect(res.statusCode).toBe(200);
    const listed = locs(res.body);
    const history = `${ORIGIN}/property/${encodeURIComponent(HISTORY_PROPERTY.address)}/SW19%201AA`;
    expect(listed.filter((loc) => loc === history)).toHaveLength(1);
    const odd = `${ORIGIN}${soldHistoryPath('Flat 2 <A> & B, O\'Brien\'s "Court", London', 'SW19 1AB')}`;
    expect(listed).toContain(odd);
    expect(res.body).toContain(escapeXml(odd));
    expect(res.body).toContain('O&apos;Brien&apos;s');
    // Sales without a postcode have no history page.
    const [distinct] = await queryRows<{ n: number }>(
      t.app.db,
      sql`SELECT count(DISTINCT (postcode, address_key))::int AS n FROM sold_properties WHERE postcode <> ''`,
    );
    expect(listed).toHaveLength(distinct!.n);
  });

  it('answers 404 for a page that does not exist', async () => {
    for (const url of [
      '/sitemaps/listings-9.xml',
      '/sitemaps/sold-9.xml',
      '/sitemaps/other.xml',
      '/sitemaps/listings-0.xml',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  describe('paging', () => {
    const collect = async (iterable: AsyncIterable<string> | undefined) => {
      if (!iterable) return undefined;
      let text = '';
      for await (const piece of iterable) text += piece;
      return text;
    };
    const context = (sizes: SitemapSizes): SitemapContext => ({
      db: t.app.db,
      soldDb: t.app.db,
      origin: ORIGIN,
      sizes,
      soldPageStarts: () => loadSoldPageStarts(t.app.db, sizes),
    });
    const pages = async (ctx: SitemapContext, kind: 'listings' | 'sold') => {
      const all: string[][] = [];
      for (let page = 1; ; page++) {
        const xml = await collect(await sitemapPage(ctx, { kind, page }));
        if (xml === undefined) return all;
        all.push(locs(xml));
      }
    };

    it('splits the listings into pages of the page size, read in batches, with none twice or missed', async () => {
      await insertFixtureListings(t.app.db, 3, 'seo-paging');
      const all = locs(await listingsPage());
      expect(all).toHaveLength(5);
      const paged = await pages(
        context({ listingsPerPage: 2, soldSalesPerPage: 1000, batchSize: 1 }),
        'listings',
      );
      expect(paged.map((page) => page.length)).toEqual([2, 2, 1]);
      expect(paged.flat().sort()).toEqual(all.sort());
    });

    it('splits the sold addresses by postcode into pages of about the sales per page', async () => {
      const ctx = context({ listingsPerPage: 10, soldSalesPerPage: 3, batchSize: 2 });
      const everything = locs(
        (await collect(
          await sitemapPage(context({ ...ctx.sizes, soldSalesPerPage: 10_000 }), { kind: 'sold', page: 1 }),
        ))!,
      );
      const paged = await pages(ctx, 'sold');
      expect(paged.length).toBeGreaterThan(2);
      expect(paged.flat()).toEqual(everything);
      expect(new Set(paged.flat()).size).toBe(everything.length);
      // A page holds its sales' addresses plus at most its last postcode's: never far over.
      for (const page of paged) expect(page.length).toBeLessThanOrEqual(3 + 6);
    });
  });
});
