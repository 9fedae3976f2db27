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
