import { expect, type Page, test } from './fixtures/test';
import { newUser, registerViaApi } from './fixtures/accounts';
import { beforeAllWaitForDemoData, DEMO_LISTINGS } from './fixtures/demo-data';
import { clusterMarkers, markerLabel, priceMarkers } from './fixtures/map';
import { expectToast } from './fixtures/toast';

test.beforeAll(beforeAllWaitForDemoData);

const homesAvailable = (page: Page) => page.getByText(/^[\d,]+ homes? available$/);
const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function countShown(page: Page): Promise<number> {
  await expect(homesAvailable(page)).toBeVisible({ timeout: 20_000 });
  return Number((await homesAvailable(page).innerText()).replace(/\D/g, ''));
}

async function openHomeSearch(page: Page) {
  await page.getByRole('button', { name: 'Search Properties' }).click();
  await expect(page.getByRole('search', { name: 'Property filters' })).toBeVisible();
}

test.describe('home listings', () => {
  test('counts every listing the server has', async ({ page, request }) => {
    const total = Number((await request.get('/api/properties?limit=1')).headers()['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(DEMO_LISTINGS);
    await page.goto('/');
    await expect(homesAvailable(page)).toHaveText(`${total.toLocaleString('en-GB')} homes available`, {
      timeout: 20_000,
    });
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });

  test('a location filter narrows the list, lives in the URL across a reload, and Clear Filters restores it', async ({
    page,
  }) => {
    await page.goto('/');
    const all = await countShown(page);
    await openHomeSearch(page);
    await page.getByLabel('Location').fill('Wimbledon');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/[?&]location=Wimbledon(&|$)/);
    await expect.poll(() => countShown(page)).toBeLessThan(all);
    const filtered = await countShown(page);
    expect(filtered).toBeGreaterThan(0);
    await expect(cards(page).first()).toContainText('Wimbledon');

    await page.reload();
    await expect(homesAvailable(page)).toHaveText(`${filtered} homes available`, { timeout: 20_000 });
    await expect(page.getByLabel('Location')).toHaveValue('Wimbledon');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(homesAvailable(page)).toHaveText(`${all} homes available`);
    await expect(page).not.toHaveURL(/location=/);
  });

  test('a property type filter keeps only that type', async ({ page, request }) => {
    const expected = Number(
      (
        await request.post('/api/properties/search?limit=1', { data: { propertyType: 'Apartment' } })
      ).headers()['x-total-count'],
    );
    expect(expected).toBeGreaterThan(0);
    await page.goto('/');
    await openHomeSearch(page);
    await page.getByRole('combobox', { name: 'Property type' }).click();
    await page.getByRole('option', { name: 'Apartment', exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]type=Apartment/);
    await expect(homesAvailable(page)).toHaveText(`${expected} homes available`, { timeout: 20_000 });
  });

  test('sorting by lowest price orders the cards by price', async ({ page, request }) => {
    const cheapest = (
      (await (await request.get('/api/properties?limit=1&sort=price-low')).json()) as { price: number }[]
    )[0]!.price;
    await page.goto('/');
    await countShown(page);
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/[?&]sort=price-low/);
    const firstPrice = cards(page)
      .first()
      .getByText(/^£[\d,]+$/);
    await expect(firstPrice).toHaveText(`£${cheapest.toLocaleString('en-GB')}`);
    const prices =
      // textContent: cards below the fold skip rendering (content-visibility), so their innerText is ''.
      (
        await cards(page)
          .getByText(/^£[\d,]+$/)
          .allTextContents()
      )
        .slice(0, 8)
        .map((t) => Number(t.replace(/\D/g, '')));
    expect(prices.length).toBeGreaterThanOrEqual(4);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('the map view replaces the grid with a map of the listings', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    const featured = page.getByRole('region', { name: 'Featured Properties' });
    await expect(featured.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 });
    await expect(markerLabel(priceMarkers(featured).or(clusterMarkers(featured)).first())).toBeVisible();
    await expect(featured.getByRole('article')).toHaveCount(0);
    await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Grid' }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test('signed out, saving a listing asks to sign in', async ({ page }) => {
    await page.goto('/');
    await cards(page)
      .first()
      .getByRole('button', { name: /^Save: / })
      .click();
    await expectToast(page, 'Please sign in to save properties');
  });

  test('signed in, saving a listing saves it', async ({ page }) => {
    await registerViaApi(page.request, newUser());
    await page.goto('/');
    const card = cards(page).first();
    await card.getByRole('button', { name: /^Save: / }).click();
    await expectToast(page, 'Property saved to favorites');
    await expect(card.getByRole('button', { name: /^Saved: / })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('button', { name: /^Saved: / })).toHaveText('Saved');
  });
});

test.describe('sharing a listing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy link puts the listing address on the clipboard', async ({ page, baseURL }) => {
    await page.goto('/');
    const card = cards(page).first();
    const href = await card.getByRole('link', { name: /^View Details: / }).getAttribute('href');
    await card.getByRole('button', { name: /^Share: / }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expectToast(page, 'Property link copied to clipboard!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`${baseURL}${href}`);
  });
});

test.describe('/search', () => {
  test('shows the results beside a map', async ({ page }) => {
    await page.goto('/search?location=Manchester');
    await expect(page.getByRole('heading', { name: 'Search Properties', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Location')).toHaveValue('Manchester');
    const count = await countShown(page);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(DEMO_LISTINGS);
    await expect(cards(page).first()).toContainText('Manchester');
    const map = page.getByRole('region', { name: 'Results on a map' });
    await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 });
    await expect(markerLabel(priceMarkers(map).or(clusterMarkers(map)).first())).toBeVisible();
  });
});
