import { expect, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';

test.beforeAll(beforeAllWaitForDemoData);

/** A demo sale (HM Land Registry, /work/shared/data) in Wimbledon. */
const ADDRESS = '106 Queens Road, London';
const POSTCODE = 'SW19 8LS';
const historyPath = (address: string, postcode: string) =>
  `/property/${encodeURIComponent(address)}/${encodeURIComponent(postcode)}`;

test.describe('sold property history', () => {
  test('shows the sale history, nearby sales and the data attribution', async ({ page }) => {
    await page.goto(historyPath(ADDRESS, POSTCODE));
    await expect(page.getByRole('heading', { level: 1, name: ADDRESS })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(POSTCODE).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Price History' })).toBeVisible();
    await expect(page.getByText('Latest Sale', { exact: true })).toHaveCount(1);
    await expect(page.getByText('£1,275,000').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Sales Nearby' })).toBeVisible();
    await expect(page.getByText(/^Average price in area: £[\d,]+$/)).toBeVisible();
    await expect(page.getByText('Property data © Crown copyright • Source: HM Land Registry')).toBeVisible();
    await expect(
      page.getByText(
        /Contains HM Land Registry data © Crown copyright and database right\. This data is licensed under the/,
      ),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${ADDRESS} · Sale history · Home Hunter`);
  });

  test('nearby sales and their average leave out non-residential sales such as storage lockers', async ({
    page,
  }) => {
    // Two storage lockers at this postcode sold for £1,025 and £5,000 in December 2017 (type Other,
    // category B); they used to be listed here and pulled the average down to £495,753.
    const flat = 'Apartment 9, Hatton House, 81, Hartfield Road, London';
    await page.goto(historyPath(flat, 'SW19 3ES'));
    await expect(page.getByRole('heading', { level: 1, name: flat })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Average price in area: £673,125')).toBeVisible();
    // The tenure HM Land Registry records (its duration column), in the header and on the sale.
    await expect(page.getByText('Leasehold', { exact: true })).toBeVisible();
    await expect(page.getByText('07/01/2017 • Flat/Maisonette • Leasehold')).toBeVisible();
    await expect(page.getByRole('link', { name: /Storage Locker/ })).toHaveCount(0);
    await expect(page.getByText('£1,025')).toHaveCount(0);
    // In the nearby sales list (the estimate's comparables may name it too).
    await expect(
      page
        .getByRole('listitem')
        .getByRole('link', { name: 'Apartment 13A, Hatton House, 81, Hartfield Road, London' }),
    ).toBeVisible();
  });

  test('a made-up address is not found and leads back to the search', async ({ page }) => {
    await page.goto(historyPath('1 Nowhere Lane, Atlantis', POSTCODE));
    await expect(page.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText('HM Land Registry has no recorded sale at this address and postcode.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Sold Prices Search' }).click();
    await expect(page).toHaveURL('/sold-prices');
    await expect(
      page.getByRole('heading', { level: 1, name: 'HM Land Registry Sold House Prices' }),
    ).toBeVisible();
  });
});
