import type { Property } from '@contracts/property';
import { expect, type Page, test } from './fixtures/test';
import { newUser, registerViaApi } from './fixtures/accounts';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { expectToast } from './fixtures/toast';

test.beforeAll(beforeAllWaitForDemoData);

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('favourites', () => {
  test('a home saved from a card is on /favorites, and unsaving it there empties the page', async ({
    page,
  }) => {
    await registerViaApi(page.request, newUser());
    await page.goto('/');
    const card = cards(page).first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: /^Save: / }).click();
    await expectToast(page, 'Property saved to favorites');
    await expect(card.getByRole('button', { name: /^Saved: / })).toBeVisible();

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Favorite Properties' })).toBeVisible();
    const saved = cards(page);
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('heading', { name: title })).toBeVisible();

    await saved.getByRole('button', { name: `Saved: ${title}` }).click();
    await expectToast(page, 'Property removed from favorites');
    await expect(page.getByRole('heading', { name: 'No saved properties yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'View Recommendations' })).toHaveAttribute(
      'href',
      '/recommendations',
    );
  });

  test('keeps a private note on a saved home and compares saved homes side by side', async ({ page }) => {
    await registerViaApi(page.request, newUser());
    const homes: Property[] = await (await page.request.get('/api/properties?limit=2')).json();
    for (const home of homes) {
      expect((await page.request.post(`/api/properties/${home.id}/favorite`)).ok()).toBe(true);
    }
    await page.goto('/favorites');
    await expect(cards(page)).toHaveCount(2);

    const [first, second] = homes as [Property, Property];
    await page.getByRole('button', { name: `Add a private note: ${first.title}` }).click();
    await page.getByLabel('Private note (only you can see it)').fill('Ask about the loft conversion');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Ask about the loft conversion')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Ask about the loft conversion')).toBeVisible();

    await page.getByRole('button', { name: `Compare: ${first.title}` }).click();
    await page.getByRole('button', { name: `Compare: ${second.title}` }).click();
    await page.getByRole('button', { name: 'Compare 2 homes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare saved homes' });
    await expect(dialog.getByRole('columnheader')).toHaveCount(2);
    for (const row of ['Price', '£ per sq ft', 'Bedrooms', 'Type', 'Year built', 'Local sold-price median']) {
      await expect(dialog.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(/Contains HM Land Registry data/)).toBeVisible();
  });

  test('signed out, /favorites asks to sign in', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Sign in to see your favourites' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
