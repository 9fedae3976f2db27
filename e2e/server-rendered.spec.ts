import type { APIRequestContext } from '@playwright/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { expect, test } from './fixtures/test';

test.beforeAll(beforeAllWaitForDemoData);

/** A demo sale (HM Land Registry, /work/shared/data) in Wimbledon, as sold-history.spec.ts uses. */
const ADDRESS = '106 Queens Road, London';
const POSTCODE = 'SW19 8LS';
const historyPath = `/property/${encodeURIComponent(ADDRESS)}/${encodeURIComponent(POSTCODE)}`;

const money = (value: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(
    value,
  );

/** The page as a crawler or `curl` gets it: HTML only, no JavaScript run. */
async function html(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  const text = await response.text();
  // The CSP runs no inline script: a page that needed one (React moving a late part in) would break.
  expect(text, `${path} has an inline script`).not.toMatch(
    /<script(?![^>]*\b(src|type="application\/(ld\+)?json")=?)[^>]*>/,
  );
  return text;
}

/** Text of the first element matching `tag` in the HTML, tags inside it removed. */
function firstText(page: string, tag: string): string | undefined {
  const inner = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(page)?.[1];
  return inner
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

async function firstListing(request: APIRequestContext) {
  const [listing] = (await (await request.get('/api/properties?limit=1')).json()) as {
    id: string;
    title: string;
    price: string | number;
  }[];
  return listing!;
}

test.describe('public pages arrive rendered, with their data', () => {
  test('the home page lists the newest homes with their prices', async ({ request }) => {
    const listing = await firstListing(request);
    const page = await html(request, '/');
    expect(firstText(page, 'h1')).toBeTruthy();
    expect(page).toContain(money(Number(listing.price)));
    expect(page).toContain('id="hh-page-state"');
  });

  test("a listing's page carries its title and price; an unknown listing is a 404", async ({ request }) => {
    const listing = await firstListing(request);
    const page = await html(request, `/property/${listing.id}`);
    expect(firstText(page, 'h1')).toBe(listing.title);
    expect(page).toContain(money(Number(listing.price)));
    const missing = await html(request, '/property/00000000-0000-4000-8000-000000000000', 404);
    expect(missing).toContain('id="hh-page-state"');
  });

  test('sold prices for a postcode in the URL, and a sold history, carry their sales', async ({
    request,
  }) => {
    const [first] = (await (
      await request.get('/api/sold-prices?location=SW19%203ES&radius=0.25&limit=1')
    ).json()) as { price: number }[];
    const soldPage = await html(request, '/sold-prices?postcode=SW19%203ES&radius=0.25');
    expect(soldPage).toContain(money(first!.price));

    const history = await html(request, historyPath);
    expect(firstText(history, 'h1')).toBe(ADDRESS);
    expect(history).toContain('£1,275,000');
  });

  test('the map, the static pages and the 404 are rendered; signed-in pages get the shell', async ({
    request,
  }) => {
    for (const path of [
      '/map',
      '/search?location=London',
      '/about-us',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      expect(firstText(await html(request, path), 'h1'), path).toBeTruthy();
    }
    expect(firstText(await html(request, '/cookie-policy'), 'h1')).toBeTruthy();
    expect(firstText(await html(request, '/no-such-page', 404), 'h1')).toBeTruthy();
    const shell = await html(request, '/dashboard');
    expect(shell).not.toContain('id="hh-page-state"');
    expect(shell).toContain('<div id="root"></div>');
  });

  test('a rendered page hydrates without a second fetch of its data', async ({ page }) => {
    const listing = await (async () => firstListing(page.request))();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/properties')) fetched.push(request.url());
    });
    await page.goto(`/property/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    // The page is interactive (hydrated): the gallery's controls respond.
    await expect(page.getByRole('button', { name: /save|favourite/i }).first()).toBeEnabled();
    expect(fetched.filter((url) => new URL(url).pathname === `/api/properties/${listing.id}`)).toEqual([]);
  });
});
