import { expect, type Page, test } from '@playwright/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';

test.beforeAll(beforeAllWaitForDemoData);

const content = (page: Page, selector: string, name = 'content') =>
  page.locator(`head ${selector}`).getAttribute(name);

/** The page's structured data blocks, parsed. */
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

test.describe('what search engines and link previews read', () => {
  test('a listing has its canonical URL, photo preview and RealEstateListing data', async ({
    page,
    baseURL,
  }) => {
    const listings = (await (await page.request.get('/api/properties?limit=50')).json()) as {
      id: string;
      title: string;
      images: string[];
    }[];
    const listing = listings.find((l) => l.images.length > 0)!;
    await page.goto(`/property/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible({
      timeout: 20_000,
    });
    const url = `${baseURL}/property/${listing.id}`;
    expect(await content(page, 'link[rel="canonical"]', 'href')).toBe(url);
    expect(await content(page, 'meta[property="og:url"]')).toBe(url);
    expect(await content(page, 'meta[property="og:image"]')).toMatch(new RegExp(`^${baseURL}/objects/`));
    expect(await content(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await content(page, 'meta[name="description"]')).toMatch(/^£[\d,]+: /);
    const [data] = await jsonLd(page);
    expect(data).toMatchObject({ '@type': 'RealEstateListing', url, offers: { priceCurrency: 'GBP' } });
    // The preview photo is one the site serves.
    const image = await content(page, 'meta[property="og:image"]');
    expect((await page.request.get(image!)).ok()).toBe(true);
  });

  test('a sold history names its address and latest price, and an unknown address is not indexed', async ({
    page,
  }) => {
    await page.goto(`/property/${encodeURIComponent('106 Queens Road, London')}/SW19%208LS`);
    await expect(page.getByRole('heading', { level: 1, name: '106 Queens Road, London' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await content(page, 'meta[name="description"]')).toContain('last sold for £1,275,000');
    const [data] = await jsonLd(page);
    expect(data).toMatchObject({ '@type': 'WebPage', mainEntity: { '@type': 'ItemList' } });

    await page.goto(`/property/${encodeURIComponent('1 Nowhere Street')}/SW19%208LS`);
    await expect(page.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await content(page, 'meta[name="robots"]')).toBe('noindex');
  });

  test('the 404 page is not indexed and the static pages have their own description', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(await content(page, 'meta[name="robots"]')).toBe('noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(await content(page, 'meta[name="description"]')).toMatch(/^Home Hunter helps people/);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  });

  test('robots.txt, the sitemap index and the manifest with its icons are served', async ({
    request,
    baseURL,
  }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(await index.text()).toContain(`<loc>${baseURL}/sitemaps/listings-1.xml</loc>`);
    const listings = await (await request.get('/sitemaps/listings-1.xml')).text();
    expect(listings).toMatch(new RegExp(`<loc>${baseURL}/property/[0-9a-f-]{36}</loc>`));

    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; purpose: string }[];
    };
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const src of [...manifest.icons.map((icon) => icon.src), '/apple-touch-icon.png'])
      expect((await request.get(src)).ok(), src).toBe(true);
  });
});
