import AxeBuilder from '@axe-core/playwright';
import { adminMessages } from '@contracts/admin';
import { type Browser, expect, type Page, test } from './fixtures/test';
import { admin, newUser, registerViaApi } from './fixtures/accounts';
import { signInAsAdmin } from './fixtures/admin';
import { listPropertyViaApi } from './fixtures/listings';
import { expectToast } from './fixtures/toast';

/** The first page a test opens may wait for a cold server and a busy machine. */
const FIRST_PAINT_MS = 30_000;

/** Set ADMIN_SHOTS_DIR to keep desktop and mobile screenshots of every tab and the edit dialog. */
const SHOTS_DIR = process.env.ADMIN_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/** Pages seen by a visitor from a search engine, in a browser of their own. */
async function visitAsStranger(browser: Browser, paths: string[]) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  // The first page is reached from a search engine; the rest by clicking around the app.
  await page.goto(paths[0]!, { referer: 'https://www.bing.com/' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: FIRST_PAINT_MS });
  for (const path of paths.slice(1)) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
    await page.waitForTimeout(300);
  }
  await context.close();
}

test.describe('admin panel access', () => {
  for (const path of ['/admin-working', '/admin']) {
    test(`a signed-out visitor is denied ${path} and taken home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({
        timeout: FIRST_PAINT_MS,
      });
      await expect(page.getByText(adminMessages.accessDenied)).toBeVisible();
      await expectToast(page, 'Access Denied', adminMessages.accessDenied);
      await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    });
  }

  test('a signed-in user who is not an admin is denied and taken home', async ({ page }) => {
    await registerViaApi(page.request, newUser('Noah'));
    const start = Date.now();
    await page.goto('/admin-working');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({
      timeout: FIRST_PAINT_MS,
    });
    await expect(page.getByRole('tab')).toHaveCount(0);
    // SPEC 9: the toast after 2 s, home 1 s later.
    await expectToast(page, 'Access Denied', adminMessages.accessDenied);
    expect(Date.now() - start).toBeGreaterThanOrEqual(1_900);
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(2_900);
    // Nothing of the admin API answers them either.
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  });
});

test('the admin edits and deletes listings, deletes a user and sees the visits just made', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const editTitle = `Edwardian semi ${id}`;
  const deleteTitle = `Riverside flat ${id}`;
  const seller = newUser('Victor');

  // A seller with two listings, in a browser of their own.
  const sellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await registerViaApi(sellerContext.request, seller);
  const editId = await listPropertyViaApi(sellerContext.request, { title: editTitle });
  await listPropertyViaApi(sellerContext.request, { title: deleteTitle, price: 210_000 });
  await sellerContext.close();

  // Somebody browses the site (page views by the app's beacon, API requests by the server).
  const aboutPath = `/about-us`;
  // Top Pages lists the 8 most viewed paths over everything the other tests visited too, so the
  // stranger comes back to this one often enough to rank there.
  const backAndForth = Array.from({ length: 15 }, () => ['/', aboutPath]).flat();
  await visitAsStranger(browser, ['/', aboutPath, `/search?location=E2E${id}`, ...backAndForth]);

  await signInAsAdmin(page);
  await expect(page.getByRole('main').getByText(`Welcome, ${admin.username}`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toBeVisible();

  // Properties is the default tab; the tab labels carry the totals.
  const propertiesTab = page.getByRole('tab', { name: /^Properties \(\d[\d,]*\)$/ });
  await expect(propertiesTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Users \(\d[\d,]*\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('article').first()).toBeVisible();
  await shot(page, 'properties');
  await expectNoSeriousA11yIssues(page);

  // Edit: the contract's message for an empty title, then a save.
  const search = page.getByRole('searchbox', { name: 'Search properties' });
  await search.fill(id);
  const cards = page.getByRole('list', { name: 'Properties' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  const editCard = page.getByRole('article', { name: editTitle });
  await expect(editCard).toContainText('14 Ridgway Place, London, Greater London');
  await expect(editCard).toContainText('£325,000');
  await expect(editCard).toContainText('3 bedrooms');
  await expect(editCard).toContainText('2 bathrooms');
  await expect(editCard).toContainText('House');
  await shot(page, 'properties-search');

  await editCard.getByRole('button', { name: `Edit ${editTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Property' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue(editTitle);
  await expect(dialog.getByLabel('County')).toHaveValue('Greater London');
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Update Property' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await shot(page, 'edit-dialog');
  await expectNoSeriousA11yIssues(page);

  const newTitle = `Edwardian semi with garden ${id}`;
  await dialog.getByLabel('Title').fill(newTitle);
  await dialog.getByLabel('Price (£)').fill('349,950');
  await dialog.getByRole('button', { name: 'Update Property' }).click();
  await expectToast(page, 'Property updated', adminMessages.propertyUpdated);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: newTitle })).toContainText('£349,950');
  const saved = (await (await page.request.get(`/api/properties/${editId}`)).json()) as Record<
    string,
    unknown
  >;
  expect(saved).toMatchObject({ title: newTitle, price: 349_950, status: 'available' });
  // The next edit starts from the saved listing, not the old form.
  await page.getByRole('button', { name: `Edit ${newTitle}` }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue(newTitle);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Delete, after confirming.
  await page.getByRole('button', { name: `Delete ${deleteTitle}` }).click();
  const confirmProperty = page.getByRole('dialog', { name: `Delete '${deleteTitle}'?` });
  await expect(confirmProperty).toContainText('This action cannot be undone.');
  await confirmProperty.getByRole('button', { name: 'Delete Property' }).click();
  await expectToast(page, 'Property deleted', adminMessages.propertyDeleted);
  await expect(page.getByRole('article', { name: deleteTitle })).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await search.fill(`no such listing ${id}`);
  await expect(page.getByText('No properties found')).toBeVisible();

  // Users: the admin's own card has the badge and no Delete; the seller goes, after confirming.
  await page.getByRole('tab', { name: /^Users/ }).click();
  await expect(page).toHaveURL(/\?tab=users$/);
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('article').first()).toBeVisible();
  await shot(page, 'users');
  const userSearch = page.getByRole('searchbox', { name: 'Search users' });
  await userSearch.fill(admin.email);
  const ownCard = page.getByRole('article', { name: admin.username });
  await expect(ownCard.getByText('Admin', { exact: true })).toBeVisible();
  await expect(ownCard.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await userSearch.fill(seller.email);
  const sellerName = `${seller.firstName} ${seller.lastName}`;
  const sellerCard = page.getByRole('article', { name: sellerName });
  await expect(sellerCard).toContainText(seller.email);
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date());
  await expect(sellerCard).toContainText(`Joined ${today}`);
  await shot(page, 'users-search');
  await sellerCard.getByRole('button', { name: `Delete ${sellerName}` }).click();
  const confirmUser = page.getByRole('dialog', { name: `Delete ${sellerName}?` });
  await confirmUser.getByRole('button', { name: 'Delete User' }).click();
  await expectToast(page, 'User deleted', adminMessages.userDeleted);
  await expect(page.getByText('No users found')).toBeVisible();
  // Their remaining listing went with them.
  expect((await page.request.get(`/api/properties/${editId}`)).status()).toBe(404);

  // Analytics: the stranger's visits and the requests just made.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 7 days');
  const topPages = page.getByRole('region', { name: 'Top Pages' });
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh analytics' }).click();
    await expect(topPages.getByText(aboutPath, { exact: true })).toBeVisible({ timeout: 2_000 });
    // The panel's own requests are recorded too (recent activity is the latest 25 of everything).
    await expect(recent.getByText('/api/admin/analytics', { exact: true }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(topPages.getByText('Homepage', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Visits' }).locator('[data-stat-value]')).not.toHaveText(
    '0',
  );
  await expect(
    page.getByRole('group', { name: 'Unique Visitors' }).locator('[data-stat-value]'),
  ).not.toHaveText('0');
  await expect(page.getByRole('region', { name: 'Traffic Sources' })).toContainText(
    /bing\.com|Direct Traffic/,
  );
  await expect(recent.getByText(/Just now|m ago/).first()).toBeVisible();
  await expect(recent.locator('[data-tone="success"]').first()).toBeVisible();
  await shot(page, 'analytics');
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 24 hours' }).click();
  await expect(page).toHaveURL(/days=1/);
  await expect(topPages.getByText(aboutPath, { exact: true })).toBeVisible();
});
