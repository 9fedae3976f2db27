import { expect, test } from './fixtures/test';
import { expectToast } from './fixtures/toast';
import { newUser, registerViaApi } from './fixtures/accounts';

test.describe('mobile menu', () => {
  test('lists the links, including Search Properties and Admin Panel, and closes on a link click', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Search Properties' })).toHaveAttribute('href', '/search');
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('link', { name: 'Sign In' }).last()).toBeVisible();

    await menu.getByRole('link', { name: 'Sold Prices' }).click();
    await expect(page).toHaveURL(/\/sold-prices$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes it and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('signed in, it welcomes the user by first name and signs out', async ({ page }) => {
    await registerViaApi(page.request, newUser('Freya'));
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByText('Welcome, Freya!')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await expectToast(page, 'Signed Out');
  });
});
