import { expect, test } from './fixtures/test';
import { expectToast } from './fixtures/toast';
import { admin, newUser, registerViaApi } from './fixtures/accounts';
import { signInAsAdmin } from './fixtures/admin';

test('account settings show the details; removal needs the password and signs in no more', async ({
  page,
}) => {
  const user = newUser('Leo');
  await registerViaApi(page.request, user);
  await page.goto('/account');
  await expect(page.getByRole('main').getByText(user.username, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(user.email)).toBeVisible();
  await expect(page.getByRole('main').getByText('Leo', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Remove Account' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Remove Account' }).click();
  await expectToast(page, 'Unable to Remove Account');
  await expectToast(page, 'Incorrect password');
  // Focus stays in the dialog, on the field to correct; Escape dismisses the newest layer first
  // (the toast), then the dialog.
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Remove Account' }).click();

  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Remove Account' }).click();
  await expectToast(page, 'Account Removed');
  await page.waitForURL('/');

  const login = await page.request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(login.status()).toBe(401);
});

test('account settings need a signed-in user', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('You must be logged in to access account settings.')).toBeVisible();
});

test.describe('admin login', () => {
  test('an administrator signs in and reaches the admin panel after the toast', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Admin Email').fill(admin.email);
    await page.getByLabel('Admin Password').fill(admin.password);
    await page.getByRole('button', { name: 'Admin Sign In' }).click();
    await expectToast(page, 'Admin Login Successful');
    await page.waitForURL('**/admin-working');
  });

  test('an administrator is told their own account cannot be removed here', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/account');
    await expect(page.getByRole('main').getByText(admin.email)).toBeVisible();
    await expect(
      page.getByText(
        'An administrator cannot remove their own account. Ask another administrator to remove it.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Account' })).toHaveCount(0);
  });

  test('a non-admin is refused and left signed out', async ({ page, browser }) => {
    const user = newUser();
    const setup = await browser.newContext();
    await registerViaApi(setup.request, user);
    await setup.close();
    await page.goto('/admin-login');
    await page.getByLabel('Admin Email').fill(user.email);
    await page.getByLabel('Admin Password').fill(user.password);
    await page.getByRole('button', { name: 'Admin Sign In' }).click();
    await expectToast(page, 'Admin Login Failed');
    await expect(page).toHaveURL(/\/admin-login$/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('Clear Sessions & Retry ends the session and wipes browser storage', async ({ page }) => {
    await registerViaApi(page.request, newUser());
    await page.goto('/admin-login');
    await page.evaluate(() => sessionStorage.setItem('probe', '1'));
    await page.getByRole('button', { name: 'Clear Sessions & Retry' }).click();
    await expectToast(page, 'Sessions Cleared');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect(await page.evaluate(() => sessionStorage.getItem('probe'))).toBeNull();
  });
});
