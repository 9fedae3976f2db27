import { expect, test } from './fixtures/test';
import { admin, newUser, registerViaApi, signInViaApi } from './fixtures/accounts';

const userMenuItems = [
  'Mortgage Quiz',
  'Virtual Tour',
  'Sold Prices',
  'Recommendations',
  'Favorites',
  'My Properties',
  'Preferences',
  'Account Settings',
];

test.describe('header and footer', () => {
  test('signed out: Sold Prices, About Us, the Account menu and a Sign In button', async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sold Prices' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Favorites' })).toHaveCount(0);

    await nav.getByRole('button', { name: 'Account' }).click();
    for (const item of ['Sign In', 'Register', 'Admin Login']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByRole('link', { name: 'Home Hunter' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in: icon links and the user menu with the first name, no Admin Panel', async ({ page }) => {
    const user = newUser('Sophie');
    await registerViaApi(page.request, user);
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Recommendations' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Favorites' })).toBeVisible();

    await nav.getByRole('button', { name: 'Account menu for Sophie' }).click();
    for (const item of [...userMenuItems, 'Sign Out']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('main').getByText(user.email)).toBeVisible();
  });

  test('an administrator also gets Admin Panel, to /admin-working', async ({ page }) => {
    await signInViaApi(page.request, admin);
    await page.goto('/about-us');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Account menu for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin-working$/);
  });

  test('footer: columns, copyright 2024 and the policy links', async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Quick Links', 'Resources', 'Contact']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const link of [
      'Buy',
      'Rent',
      'Sell',
      'Agents',
      'Market Reports',
      'Mortgage Calculator',
      'Buying Guide',
      'Selling Guide',
      'Blog',
    ]) {
      await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(footer.getByText(/© 2024 Home Hunter/)).toBeVisible();
    await footer.getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  });
});
