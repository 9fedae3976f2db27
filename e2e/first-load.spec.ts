import { expect, type Page, test } from '@playwright/test';
import { newUser, registerViaApi } from './fixtures/accounts';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';

test.beforeAll(beforeAllWaitForDemoData);

/** The JavaScript files the page has asked for so far. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('a lighter first load (decision 0019)', () => {
  test("the home page's card pictures keep their space, and only the first row loads at once", async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Featured Properties' }).getByRole('article');
    await expect(cards.nth(5)).toBeVisible({ timeout: 20_000 });
    // Listings added by other tests may have no photo; each card says how its picture loads.
    const pictures = await cards.evaluateAll((items) =>
      items.map((item) => {
        const img = item.querySelector('img');
        return img
          ? {
              width: img.getAttribute('width'),
              height: img.getAttribute('height'),
              loading: img.getAttribute('loading'),
              srcset: img.getAttribute('srcset'),
              sizes: img.getAttribute('sizes'),
            }
          : null;
      }),
    );
    expect(pictures.length).toBeGreaterThan(6);
    const withPhoto = pictures.flatMap((picture, index) => (picture ? [{ ...picture, index }] : []));
    expect(withPhoto.length).toBeGreaterThan(3);
    for (const picture of withPhoto) {
      expect(picture.width).toBe('800');
      expect(picture.height).toBe('600');
      expect(picture.loading).toBe(picture.index < 3 ? 'eager' : 'lazy');
    }
    // Demo pictures are stored at two sizes; the browser is offered both.
    const demo = withPhoto.find((picture) => picture.srcset?.includes('/objects/demo/'));
    expect(demo?.srcset).toMatch(/-thumb\.webp 480w, \S+\.webp 800w$/);
    expect(demo?.sizes).toContain('100vw');
  });

  test("a listing's first photo is preloaded with high priority", async ({ page }) => {
    const response = await page.request.get('/api/properties?limit=50');
    const listings = (await response.json()) as { id: string; title: string; images: string[] | null }[];
    const listing = listings.find((l) => (l.images?.length ?? 0) > 1);
    expect(listing, 'a listing with photos').toBeDefined();
    await page.goto(`/property/${listing!.id}`);
    const photo = page.getByRole('img', { name: `${listing!.title}, photo 1 of ${listing!.images!.length}` });
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    // 'More Photos' are below the fold.
    await expect(page.getByRole('img', { name: `${listing!.title}, photo 2` })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  test("a card's Share menu opens on the first press and gives the focus back", async ({ page }) => {
    await page.goto('/');
    // A press before the page's scripts have run (Playwright can press as soon as the HTML is in;
    // under heavy load that was once before the grid's code arrived) has nothing to answer it.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const share = page
      .getByRole('main')
      .getByRole('button', { name: /^Share: / })
      .first();
    await share.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Share this property')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(share).toBeFocused();
  });

  test("'Save search' fetches its dialog on first use and opens on the first press", async ({ page }) => {
    await registerViaApi(page.request, newUser('Harriet'));
    const scripts = scriptsRequested(page);
    await page.goto('/?location=London');
    const button = page.getByRole('button', { name: 'Save search' });
    await expect(button).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // Chunk files are named by their hash: what the first press fetches is what was not there before.
    const beforeUse = new Set(scripts);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(dialog.getByLabel('Name')).toHaveValue('Homes in London');
    expect(scripts.filter((file) => !beforeUse.has(file)).length).toBeGreaterThan(0);

    // Closing gives the focus back to the button, and it opens again at once.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog).toBeVisible();
  });
});

/**
 * Counts what loads the browser's locale data (the first Intl formatter, `toLocaleString`,
 * `localeCompare`: 20 to 40 ms each time a page first does it), with where it was called from.
 */
function recordLocaleDataUse() {
  const uses: string[] = [];
  (window as unknown as { localeDataUses: string[] }).localeDataUses = uses;
  const note = (what: string) => uses.push(`${what} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'Collator',
    'PluralRules',
    'RelativeTimeFormat',
  ] as const) {
    const intl = Intl as unknown as Record<string, (...args: unknown[]) => unknown>;
    intl[name] = new Proxy(intl[name]!, {
      construct(target, args) {
        note(`Intl.${name}`);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        note(`Intl.${name}`);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
  }
  const methods = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ] as const;
  for (const [proto, method] of methods) {
    const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
    Object.defineProperty(proto, method, {
      value(this: unknown, ...args: unknown[]) {
        note(method);
        return original.apply(this, args);
      },
    });
  }
}

test('the public pages show and hydrate without loading the locale data', async ({ page }) => {
  const listings = (await (await page.request.get('/api/properties?limit=1')).json()) as { id: string }[];
  const sold = (await (await page.request.get('/api/sold-prices?location=SW19%203ES')).json()) as {
    address: string;
    postcode: string | null;
  }[];
  const sale = sold.find((s) => s.postcode);
  const pages = [
    '/',
    '/search?location=London',
    '/sold-prices?postcode=SW19%203ES',
    `/property/${listings[0]!.id}`,
    `/property/${encodeURIComponent(sale!.address)}/${encodeURIComponent(sale!.postcode!)}`,
  ];
  await page.addInitScript(recordLocaleDataUse);
  for (const path of pages) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    const uses = await page.evaluate(
      () => (window as unknown as { localeDataUses: string[] }).localeDataUses,
    );
    expect(uses, path).toEqual([]);
  }
});
