import { expect, type Page, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { expectToast } from './fixtures/toast';
import { expectNoSeriousA11yViolations } from './fixtures/ux-flows';

/** A postcode in Wimbledon with thousands of demo sales within a mile (/work/shared/data). */
const POSTCODE = 'SW19 3ES';
/** No postcode at all: the server refuses it (400) and says what a location looks like. */
const NOT_A_POSTCODE = 'HELLO';
/** A real postcode (Buckingham Palace) in no file of the demo data: the server also answers 404. */
const NOT_HELD = 'SW1A 1AA';

test.beforeAll(beforeAllWaitForDemoData);

async function searchSoldPrices(page: Page, postcode: string) {
  await page.goto('/sold-prices');
  await page.getByLabel('Postcode', { exact: true }).fill(postcode);
  await page.getByRole('button', { name: 'Search Properties' }).click();
}

test.describe('sold prices search', () => {
  test('finds sales around a postcode, with cards, toast and a heading that outlives the cleared input', async ({
    page,
  }) => {
    await searchSoldPrices(page, POSTCODE);
    await expect(page.getByRole('heading', { name: `Recent Sales in ${POSTCODE}` })).toBeVisible();
    const found = page.getByText(/^Found [\d,]+ properties$/);
    await expect(found).toBeVisible({ timeout: 20_000 });
    const total = Number((await found.innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    await expectToast(
      page,
      'Search Complete',
      `Found ${total.toLocaleString('en-GB')} properties for ${POSTCODE}`,
    );

    const cards = page.getByRole('listitem').filter({ hasText: 'Sold:' });
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    const first = cards.first();
    await expect(first).toContainText('Type:');
    await expect(first).toContainText(/Distance: \d+(\.\d+)? miles? away/);
    await expect(first).toContainText(/£[\d,]+/);
    await expect(first).toContainText('Land Registry Verified');

    // SPEC 4: the box clears after a successful search, the heading keeps the postcode searched.
    await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('');
    await expect(page.getByRole('heading', { name: `Recent Sales in ${POSTCODE}` })).toBeVisible();
    await expect(page).toHaveURL(/postcode=SW19(\+|%20)3ES/);
    await expect(page.getByText('This data is licensed under the', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Government Licence v3.0' }).first()).toHaveAttribute(
      'href',
      'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    );
  });

  test('the postcode box upper-cases and collapses runs of spaces as typed', async ({ page }) => {
    await page.goto('/sold-prices');
    const box = page.getByLabel('Postcode', { exact: true });
    await box.pressSequentially('sw19    3es');
    await expect(box).toHaveValue('SW19 3ES');
  });

  test('text that is no postcode shows the server reason as a Search Error', async ({ page }) => {
    await searchSoldPrices(page, NOT_A_POSTCODE);
    const explanation =
      'Enter a valid UK postcode, e.g. SW19 1AA (or a postcode sector or district such as SW19 1 or SW19)';
    await expectToast(page, 'Search Error', explanation);
    await expect(page.getByRole('alert').filter({ hasText: explanation })).toBeVisible();
    await expect(page.getByText(/^Found \d/)).toHaveCount(0);
    // Not a successful search: what was typed stays for correcting.
    await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue(NOT_A_POSTCODE);
  });

  test('a real postcode the loaded data does not hold says so plainly, with the No Results toast', async ({
    page,
  }) => {
    await searchSoldPrices(page, NOT_HELD);
    await expectToast(
      page,
      'No Results',
      `No sold properties found for ${NOT_HELD}. The Land Registry API has limited public data available.`,
    );
    await expect(page.getByText(`No properties found for "${NOT_HELD}"`)).toBeVisible();
    await expect(
      page.getByText(`We have no sales recorded for ${NOT_HELD} in the data loaded here.`),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a result card opens the sale history of that property', async ({ page }) => {
    await searchSoldPrices(page, POSTCODE);
    const firstCard = page.getByRole('listitem').filter({ hasText: 'Sold:' }).first();
    await expect(firstCard).toBeVisible({ timeout: 20_000 });
    const link = firstCard.getByRole('link');
    const address = await link.innerText();
    const postcode = (await firstCard.getByText(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/).innerText()).trim();
    await link.click();

    await expect(page).toHaveURL(`/property/${encodeURIComponent(address)}/${encodeURIComponent(postcode)}`);
    await expect(page.getByRole('heading', { name: 'Price History' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Latest Sale', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Sales Nearby' })).toBeVisible();
    await expect(page.getByText(/^Average price in area: £[\d,]+$/)).toBeVisible();
    await expect(page.getByText('Property data © Crown copyright • Source: HM Land Registry')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Government Licence v3.0' })).toBeVisible();
    await expect(page).toHaveTitle(`${address} · Sale history · Home Hunter`);
  });
});

test.describe('UK Property Search (/sold-prices/postcode)', () => {
  test('an empty search asks for a postcode', async ({ page }) => {
    await page.goto('/sold-prices/postcode');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectToast(page, 'Enter Postcode', 'Please enter a UK postcode to search');
    await expect(page.getByRole('heading', { name: /Search Results for/ })).toHaveCount(0);
  });

  test('lists verified sales within a mile of the postcode', async ({ page }) => {
    await page.goto('/sold-prices/postcode');
    await page.getByLabel('UK Postcode').fill('ct11 7bb');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Search Results for CT11 7BB' })).toBeVisible();
    const cards = page.getByRole('listitem').filter({ hasText: 'Sold:' });
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await expect(cards.first()).toContainText('Land Registry Verified');
    await expect(cards.first()).toContainText(/Distance: [\d.]+ miles? away/);
  });
});

test.describe('Sold Prices Near You (/sold-prices/area)', () => {
  test('an empty search is refused with an alert naming example postcodes', async ({ page }) => {
    await page.goto('/sold-prices/area');
    const dialog = new Promise<string>((resolve) => {
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      });
    });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await dialog).toBe('Please enter a UK postcode (e.g. CT1 1DX, DN1 3LH)');
    await expect(page.getByText('Enter a postcode to see the sales around it')).toBeVisible();
  });

  test('summarises the sales around a postcode', async ({ page }) => {
    await page.goto('/sold-prices/area');
    await page.getByLabel('Location (UK postcode)').fill('CT11 7BB');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sales around CT11 7BB' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(/£[\d,]+/);
  });
});
