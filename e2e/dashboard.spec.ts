import { expect, test } from './fixtures/test';
import { newUser, registerViaApi } from './fixtures/accounts';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { emailsTo } from './fixtures/outbox';
import { expectToast } from './fixtures/toast';

test.beforeAll(beforeAllWaitForDemoData);

test('signed out, the dashboard asks to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to see your dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/login');
});

test('a search saved on the search page is managed from the dashboard', async ({ page }) => {
  await registerViaApi(page.request, newUser('Amelia'));
  await page.goto('/search?location=London&beds=2');
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('2+ beds in London');
  await dialog.getByLabel('Name').fill('Two beds in London');
  await expect(dialog.getByLabel('E-mail me new matches and price reductions')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save Search' }).click();
  await expectToast(page, 'Search Saved', "'Two beds in London' is on your dashboard.");

  // The same name twice is refused with the server's message.
  await page.getByRole('button', { name: 'Save search' }).click();
  await dialog.getByLabel('Name').fill('two beds in london');
  await dialog.getByRole('button', { name: 'Save Search' }).click();
  await expectToast(page, 'Unable to Save Search', 'You already have a saved search with this name');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Amelia.')).toBeVisible();
  const searches = page.getByRole('region', { name: 'Saved searches' });
  const item = searches.getByRole('listitem').filter({ hasText: 'Two beds in London' });
  await expect(item.getByText('London · 2+ beds')).toBeVisible();

  const alerts = item.getByLabel('E-mail me new matches and price reductions');
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await alerts.uncheck();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(alerts).not.toBeChecked();

  await item.getByRole('button', { name: 'Rename Two beds in London' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename saved search' });
  await rename.getByLabel('Name').fill('London flats');
  await rename.getByRole('button', { name: 'Save Name' }).click();
  const renamed = searches.getByRole('listitem').filter({ hasText: 'London flats' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('link', { name: 'London flats' }).click();
  await expect(page).toHaveURL(/\/search\?location=London&beds=2$/);
  await expect(page.getByLabel('Location')).toHaveValue('London');

  await page.goto('/dashboard');
  await searches.getByRole('button', { name: 'Delete London flats' }).click();
  await page
    .getByRole('dialog', { name: "Delete 'London flats'?" })
    .getByRole('button', { name: 'Delete Search' })
    .click();
  await expect(searches.getByText('No saved searches yet.', { exact: false })).toBeVisible();
});

test('an alerts change the server refuses is undone and explained', async ({ page }) => {
  await registerViaApi(page.request, newUser('Harriet'));
  const created = await page.request.post('/api/saved-searches', {
    data: { name: 'Leeds houses', filters: { location: 'Leeds' } },
  });
  expect(created.status()).toBe(201);
  await page.route('**/api/saved-searches/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
      : route.fallback(),
  );

  await page.goto('/dashboard');
  const alerts = page
    .getByRole('region', { name: 'Saved searches' })
    .getByRole('listitem')
    .filter({ hasText: 'Leeds houses' })
    .getByLabel('E-mail me new matches and price reductions');
  // click(), not uncheck(): the refusal comes back at once and puts the tick back before
  // Playwright could see it gone.
  await alerts.click();
  await expectToast(page, 'Unable to Change Alerts');
  await expect(alerts).toBeChecked();
  await expect(alerts).toBeEnabled();
});

test('a saved home and a viewed home show on the dashboard', async ({ page }) => {
  await registerViaApi(page.request, newUser('Oliver'));
  await page.goto('/');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: /save/i }).first().click();
  const viewRecorded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/view'),
  );
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await viewRecorded;

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Saved homes' }).getByText(title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByText(title)).toBeVisible();
});

test('an unsubscribe link without its token says so', async ({ page }) => {
  await page.goto('/saved-searches/unsubscribe');
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
});
test('a saved search e-mails one alert when a matching home is listed', async ({ page, browser }) => {
  const buyer = newUser('Isla');
  await registerViaApi(page.request, buyer);
  const town = `Alertford${Date.now().toString(36)}`;
  await page.goto(`/search?location=${town}`);
  await page.getByRole('button', { name: 'Save search' }).click();
  await page
    .getByRole('dialog', { name: 'Save this search' })
    .getByRole('button', { name: 'Save Search' })
    .click();
  await expectToast(page, 'Search Saved');

  const seller = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await registerViaApi(seller.request, newUser('Samuel'));
  const listed = await seller.request.post('/api/user/properties', {
    data: {
      title: `Garden flat in ${town}`,
      price: 245_000,
      address: '1 High Street',
      city: town,
      state: 'Kent',
      zipCode: 'CT11 7BB',
      propertyType: 'Flat',
      bedrooms: 2,
      bathrooms: 1,
      sqft: 700,
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  await seller.close();

  // The e2e server sends alerts every 2 s (ALERT_INTERVAL in playwright.config.ts).
  await expect
    .poll(async () => (await emailsTo(buyer.email, 'Home Hunter alert')).length, { timeout: 20_000 })
    .toBe(1);
  const [alert] = await emailsTo(buyer.email, 'Home Hunter alert');
  expect(alert).toContain('Subject: Home Hunter alert: 1 new home');
  expect(alert).toContain(`New: Garden flat in ${town}, ${town} CT11 7BB`);
  expect(alert).toContain('£245,000');
  // Later runs do not announce it again.
  await page.waitForTimeout(5_000);
  expect(await emailsTo(buyer.email, 'Home Hunter alert')).toHaveLength(1);

  const link = /\/saved-searches\/unsubscribe\?token=search:[\w.:-]+/.exec(alert!)![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Turn off alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Alerts turned off' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByLabel('E-mail me new matches and price reductions')).not.toBeChecked();
});
