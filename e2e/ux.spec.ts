import { expect, test } from './fixtures/test';
import { newUser, registerViaApi } from './fixtures/accounts';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { expectToast, watchToasts } from './fixtures/toast';
import {
  accountNameAndEmailChange,
  contactAgentPerField,
  expectNoSeriousA11yViolations,
  openOwnListing,
  quizOutOfReach,
  shot,
  signedOutSaveCompletedAfterSignIn,
  signInOnLoginPage,
  stampDutyCases,
  toastGoneAfterNavigating,
} from './fixtures/ux-flows';

/** Issue 17 (money figures, feedback, account) on a desktop window; ux.mobile.spec.ts on a phone. */
test.beforeAll(beforeAllWaitForDemoData);

test.describe('money figures', () => {
  test('the quiz refuses a deposit at or above the price and says plainly when a home is out of reach', async ({
    page,
  }, testInfo) => {
    await quizOutOfReach(page, testInfo);
  });

  test('the listing page shows the stamp duty for each buyer and nation', async ({
    page,
    browser,
  }, testInfo) => {
    await openOwnListing(page, browser);
    await stampDutyCases(page, testInfo);
    await shot(page, testInfo, 'property-detail');
  });
});

test.describe('feedback', () => {
  test('Contact Agent marks each missing field with its own message', async ({ page, browser }, testInfo) => {
    await openOwnListing(page, browser);
    await contactAgentPerField(page, testInfo);
  });

  test('a signed-out Save offers Sign in, and the home is saved once signed in', async ({
    page,
    browser,
  }, testInfo) => {
    await signedOutSaveCompletedAfterSignIn(page, browser, testInfo);
  });

  test('a toast closes when the user moves to another page', async ({ page }) => {
    await toastGoneAfterNavigating(page);
  });

  test('closing the photo gallery gives the focus back to the button that opened it', async ({ page }) => {
    const response = await page.request.get('/api/properties?limit=50');
    const listings = (await response.json()) as { id: string; title: string; images: string[] | null }[];
    const listing = listings.find((l) => (l.images?.length ?? 0) > 2)!;
    await page.goto(`/property/${listing.id}`);
    const viewAll = page.getByRole('button', { name: /^View All Photos/ });
    await viewAll.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(viewAll).toBeFocused();
    const thumbnail = page.getByRole('button', { name: /^Open photo 3 of/ });
    await thumbnail.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await expect(thumbnail).toBeFocused();
  });

  test('a home search is read out and its results brought into view', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search Properties' }).click();
    await page.getByLabel('Location').fill('London');
    await page
      .getByRole('button', { name: /^Search/ })
      .last()
      .click();
    const status = page.locator('#listing-results-announcer');
    await expect(status).toHaveText(/^[\d,]+ homes? found/, { timeout: 20_000 });
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('heading', { name: 'Featured Properties' })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ homes? available$/)).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'home-after-search');
  });

  test('a refused sign-in marks both fields', async ({ page, browser }, testInfo) => {
    const user = newUser();
    const setup = await browser.newContext();
    await registerViaApi(setup.request, user);
    await setup.close();
    await page.goto('/login');
    await signInOnLoginPage(page, { username: user.username, password: 'not-my-password' });
    await expectToast(page, 'Authentication Failed', 'Invalid username or password');
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Check your password (it is case-sensitive)')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'login-refused');
  });
});

test.describe('account', () => {
  test('registration links the policies and says where the verification e-mail went', async ({
    page,
  }, testInfo) => {
    const user = newUser('Ruth');
    const toasts = await watchToasts(page);
    await page.goto('/register');
    await expect(page.getByRole('link', { name: /Terms of Service/ }).first()).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(page.getByRole('main').getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await shot(page, testInfo, 'register');
    await page.getByLabel('First Name').fill(user.firstName);
    await page.getByLabel('Last Name').fill(user.lastName);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toasts.expectSeen('Welcome to Home Hunter!');
    await page.waitForURL('/');
    await expectToast(
      page,
      'Verify your email',
      `We sent a verification email to ${user.email}. Open the link in it to confirm your address.`,
    );
  });

  test('the account page changes the name and the e-mail address', async ({ page, browser }, testInfo) => {
    await accountNameAndEmailChange(page, browser, testInfo);
  });
});
