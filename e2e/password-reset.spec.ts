import { expect, test } from './fixtures/test';
import { expectToast } from './fixtures/toast';
import { newUser, registerViaApi } from './fixtures/accounts';
import { linkFromOutbox } from './fixtures/outbox';

test('forgot password: the outbox e-mail link sets a new password that then signs in', async ({
  page,
  browser,
}) => {
  const user = newUser('Noah');
  const setup = await browser.newContext();
  await registerViaApi(setup.request, user);
  await setup.close();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expectToast(page, 'Reset Link Sent');

  const link = await linkFromOutbox(user.email, '/reset-password');
  await page.goto(new URL(link).pathname + new URL(link).search);
  const newPassword = 'brand-new-secret-2';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();

  // The link is single use.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New Password', { exact: true }).fill('another-secret-3');
  await page.getByLabel('Confirm New Password').fill('another-secret-3');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Invalid username or password');

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/my-properties');
});

test('forgot password answers the same for an unknown e-mail', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@example.co.uk');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Send another email' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('the e-mail verification link verifies the address', async ({ page, browser }) => {
  const user = newUser('Ava');
  const setup = await browser.newContext();
  await registerViaApi(setup.request, user);
  await setup.close();
  const link = await linkFromOutbox(user.email, '/verify-email');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();

  await page.goto('/verify-email');
  await expect(page.getByText('No verification token provided')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register New Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});
