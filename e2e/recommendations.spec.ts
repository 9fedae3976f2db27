import type { Property } from '@contracts/property';
import { expect, type Page, test } from './fixtures/test';
import { newUser, registerViaApi } from './fixtures/accounts';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { expectToast } from './fixtures/toast';

test.beforeAll(beforeAllWaitForDemoData);

const recommended = (page: Page) =>
  page.getByRole('list', { name: 'Recommended homes' }).getByRole('article');
const counter = (page: Page, label: string | RegExp) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');

test.describe('recommendations', () => {
  test('follow the preferences saved on /preferences and the homes viewed, with reasons', async ({
    page,
  }) => {
    await registerViaApi(page.request, newUser());
    const [house]: Property[] = await (
      await page.request.post('/api/properties/search', { data: { propertyType: 'House', limit: 1 } })
    ).json();
    expect(house).toBeDefined();

    await page.goto('/preferences');
    await page.getByRole('combobox', { name: 'Property type' }).click();
    await page.getByRole('option', { name: 'House', exact: true }).click();
    await page.getByLabel('Location').fill(house!.city);
    await page.getByLabel('Maximum budget (£)').fill(String(house!.price * 2));
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expectToast(page, 'Preferences Updated', 'Your preferences have been saved successfully.');
    await page.reload();
    await expect(page.getByLabel('Location')).toHaveValue(house!.city);
    await expect(page.getByRole('combobox', { name: 'Property type' })).toHaveText('House');

    await page.goto(`/property/${house!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: house!.title })).toBeVisible();

    await page.goto('/recommendations');
    await expect(counter(page, 'Properties Viewed')).toHaveText('1');
    const first = recommended(page).first();
    await expect(first.getByText('Why we recommend this:')).toBeVisible();
    const reasons = first.getByRole('list', { name: 'Reasons' }).getByRole('listitem');
    await expect(reasons).toHaveText([
      'Matches your preferred type: House',
      `In your preferred location: ${house!.city}`,
      'Within your budget',
    ]);
    await expect(first.getByRole('link', { name: /^View Details: / })).toBeVisible();

    await first.getByRole('button', { name: /^Save: / }).click();
    await expectToast(page, 'Property saved to favorites');
    await expect(first.getByRole('button', { name: /^Saved: / })).toHaveAttribute('aria-pressed', 'true');
    await expect(counter(page, /^Favorites$/)).toHaveText('1');
  });

  test('a new user sees popular or new homes, and the footer links onwards', async ({ page }) => {
    await registerViaApi(page.request, newUser());
    await page.goto('/recommendations');
    await expect(recommended(page).first()).toBeVisible();
    await expect(
      recommended(page).first().getByRole('list', { name: 'Reasons' }).getByRole('listitem'),
    ).toHaveText([/^(Popular with other buyers|Recently listed)$/]);
    await expect(page.getByRole('link', { name: 'Update Preferences' })).toHaveAttribute(
      'href',
      '/preferences',
    );
    await expect(page.getByRole('link', { name: 'Browse More Properties' })).toHaveAttribute('href', '/');
  });

  test('signed out, /recommendations asks to sign in', async ({ page }) => {
    await page.goto('/recommendations');
    await expect(page.getByRole('heading', { name: 'Sign in to see your recommendations' })).toBeVisible();
  });
});
