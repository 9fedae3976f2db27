import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures/test';
import sharp from 'sharp';
import { newUser, registerViaApi } from './fixtures/accounts';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { cardPrices } from './fixtures/listings';
import { expectToast } from './fixtures/toast';

/*
 * Issue 17 on the desktop: the UK filters kept in the address bar, a listing's key information,
 * and a price cut showing on its card and in its price history.
 */

test.beforeAll(beforeAllWaitForDemoData);

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/** Crosby (Merseyside) is a demo region: real postcodes with listings around them. */
const SEARCH =
  '/search?location=L23+6TS&radius=3&minPrice=250000&maxPrice=400000&builtForm=semi-detached%2Cdetached';
const SEARCH_BODY = {
  location: 'L23 6TS',
  radius: 3,
  minPrice: 250_000,
  maxPrice: 400_000,
  builtForm: ['Semi-detached', 'Detached'],
  limit: 500,
};

const today = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'short' }).format(new Date());

test('a radius, price and built-form search opens from its address with its values and matching homes', async ({
  page,
}) => {
  const expected = (await (
    await page.request.post('/api/properties/search', { data: SEARCH_BODY })
  ).json()) as {
    id: string;
    price: number;
    builtForm: string;
  }[];
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(SEARCH);
  const filters = page.getByRole('search', { name: 'Property filters' });
  await expect(filters.getByLabel('Location')).toHaveValue('L23 6TS');
  await expect(filters.getByRole('combobox', { name: 'Search radius' })).toHaveText('Within 3 miles');
  await expect(filters.getByRole('combobox', { name: 'Min price' })).toHaveText('£250,000');
  await expect(filters.getByRole('combobox', { name: 'Max price' })).toHaveText('£400,000');
  await expect(filters.getByRole('checkbox', { name: 'Semi-detached' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Detached', exact: true })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Terraced', exact: true })).not.toBeChecked();

  const results = page.getByRole('region', { name: 'Results' });
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(Math.min(expected.length, 50), { timeout: 20_000 });
  await expect(
    page.getByText(`${expected.length} home${expected.length === 1 ? '' : 's'} available`),
  ).toBeVisible();
  for (const { text, price } of await cardPrices(cards)) {
    expect(price).toBeGreaterThanOrEqual(250_000);
    expect(price).toBeLessThanOrEqual(400_000);
    expect(text).toMatch(/Semi-detached|Detached/);
  }
  await expectNoSeriousViolations(page);

  // A new choice goes into the address, and Back brings the old search again.
  await filters.getByRole('checkbox', { name: 'Detached', exact: true }).uncheck();
  await filters.getByRole('combobox', { name: 'Added to site' }).click();
  await page.getByRole('option', { name: 'Last 14 days' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/builtForm=semi-detached&added=14$/);
  for (const text of await cards.allTextContents()) expect(text).toContain('Semi-detached');
  await page.goBack();
  await expect(filters.getByRole('checkbox', { name: 'Detached', exact: true })).toBeChecked();
});

test("a leasehold listing's key information and price history, and a price cut shown on its card", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = newUser('Hannah');
  await registerViaApi(page.request, user);
  const town = `Leaseby${user.username.slice(-6)}`;
  const title = `Two-bed leasehold flat ${user.username}`;
  const created = await page.request.post('/api/user/properties', {
    data: {
      title,
      price: 425_000,
      address: 'Flat 4, 12 Arthur Road',
      city: town,
      state: 'Greater London',
      zipCode: 'SW19 3ES',
      propertyType: 'Flat',
      bedrooms: 2,
      sqft: 753,
      description: 'A bright flat by the common.',
      features: ['Lift'],
      tenure: 'Leasehold',
      leaseYearsRemaining: 112,
      groundRent: 250,
      serviceCharge: 1850,
      councilTaxBand: 'D',
      epcRating: 'C',
      epcPotential: 'B',
      builtForm: 'Flat or maisonette',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/property/${id}`);
  const info = page.getByRole('region', { name: 'Key information' });
  const row = (label: string) =>
    info
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .last();
  await expect(row('Tenure')).toContainText('Leasehold');
  await expect(row('Lease length')).toContainText('112 years left');
  await expect(row('Ground rent')).toContainText('£250 a year');
  await expect(row('Service charge')).toContainText('£1,850 a year');
  await expect(row('Council tax band')).toContainText('Band D');
  await expect(row('EPC rating')).toContainText('Current C, potential B');
  await expect(row('Built form')).toContainText('Flat or maisonette');
  await expect(row('Floor area')).toContainText('753 sq ft (70 m²)');
  await expect(row('Added on')).toContainText(today());
  const history = page.getByRole('table', { name: /Price history/ });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText(`${today()}Added£425,000`);
  await expectNoSeriousViolations(page);

  // The owner cuts the price in My Properties.
  await page.goto('/my-properties');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit Property - ${title}` });
  await expect(editor.getByRole('combobox', { name: 'Tenure' })).toHaveText('Leasehold');
  await expect(editor.getByLabel('Lease years remaining')).toHaveValue('112');
  await editor.getByLabel('Price (£)*').fill('399,950');
  // A floor plan goes through the photo upload and is kept when the listing is saved.
  await editor.getByRole('button', { name: 'Upload Floor Plan' }).click();
  const uploader = page.getByRole('dialog', { name: 'Upload Floor Plan' });
  const plan = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  await uploader
    .getByLabel('Choose photos')
    .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: plan });
  await uploader.getByRole('button', { name: 'Upload 1 Image' }).click();
  await expect(uploader).toBeHidden();
  await expect(editor.getByRole('img', { name: 'Floor plan' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await editor.getByRole('button', { name: 'Update Property' }).click();
  await expectToast(page, 'Property updated successfully');

  await page.goto(`/search?location=${town}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('£399,950')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(`Reduced on ${today()}`)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Key facts' })).toContainText('Flat or maisonetteLeasehold');
  await card.getByRole('link', { name: `View Details: ${title}` }).click();
  await expect(history.getByRole('row').nth(1)).toContainText(`${today()}Reducedfrom £425,000£399,950`);
  const floorPlan = page.getByRole('img', { name: `Floor plan of ${title}` });
  await expect(floorPlan).toHaveAttribute('src', /^\/objects\/uploads\/[0-9a-f]{32}\.webp$/);
});
