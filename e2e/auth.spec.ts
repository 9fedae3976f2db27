import { expect, test } from './fixtures/test';
import { expectToast, watchToasts } from './fixtures/toast';
import { newUser, registerViaApi } from './fixtures/accounts';

test.describe('accounts', () => {
  test('a newcomer registers on /register, lands home signed in, and signs out', async ({ page }) => {
    const user = newUser('Amelia');
    const toasts = await watchToasts(page);
    await page.goto('/register');
    await page.getByLabel('First Name').fill(user.firstName);
    await page.getByLabel('Last Name').fill(user.lastName);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toasts.expectSeen('Welcome to Home Hunter!');
    await page.waitForURL('/');

    const menu = page.getByRole('button', { name: `Account menu for ${user.firstName}` });
    await expect(menu).toBeVisible();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await expectToast(page, 'Signed Out');
    await expectToast(page, 'You have been signed out successfully.');
    expect(await page.evaluate(() => localStorage.getItem('homehunter_user'))).toBeNull();
    await expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('registration shows the spec validation messages', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('signs in by username, then by e-mail, landing on My Properties', async ({ page, browser }) => {
    const user = newUser('Harry');
    const setup = await browser.newContext();
    await registerViaApi(setup.request, user);
    await setup.close();

    const toasts = await watchToasts(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toasts.expectSeen('Welcome back!');
    await page.waitForURL('**/my-properties');
    await expect(page.getByRole('button', { name: `Account menu for ${user.firstName}` })).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with email instead' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/my-properties');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('homehunter_user'))) ?? '{}').username,
    ).toBe(user.username);
  });

  test('a wrong password is refused with the server message', async ({ page, browser }) => {
    const user = newUser();
    const setup = await browser.newContext();
    await registerViaApi(setup.request, user);
    await setup.close();

    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Authentication Failed');
    await expectToast(page, 'Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login page toggles to Create Account and registers there', async ({ page }) => {
    const user = newUser('Isla');
    const toasts = await watchToasts(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset Password' })).toHaveCount(0);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('First Name').fill(user.firstName);
    await page.getByLabel('Last Name').fill(user.lastName);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toasts.expectSeen('Account created!');
    await page.waitForURL('**/my-properties');
  });

  test('the password field shows and hides its text', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password/i }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });
});
