import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';

test.beforeAll(beforeAllWaitForDemoData);

/** The server builds the local price index a few seconds after the demo sales are in. */
async function waitForPriceIndex(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.get('/api/sold-prices/index?district=SW19&type=houses')).status(), {
      message: 'price index built',
      timeout: 60_000,
    })
    .toBe(200);
}

const historyPath = (address: string, postcode: string) =>
  `/property/${encodeURIComponent(address)}/${encodeURIComponent(postcode)}`;

test.describe('What is it worth?', () => {
  test('a sold home shows its estimate, the sales it rests on, the local index and how it was made', async ({
    page,
    request,
  }) => {
    await waitForPriceIndex(request);
    await page.goto(historyPath('106 Queens Road, London', 'SW19 8LS'));
    const section = page.getByRole('region', { name: 'What is it worth?' });
    await expect(section.getByText('Our estimate', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(section.getByTestId('estimate-value')).toHaveText(/^£\d{1,3}(,\d{3})+$/);
    await expect(section.getByText(/^(High|Medium|Low) confidence$/)).toBeVisible();
    // Its own last sale (£1,275,000 on 20 February 2020), indexed, then the comparables, heaviest first.
    await expect(section.getByText(/Last sold for £1,275,000 on 20 February 2020/)).toBeVisible();
    const sales = section.getByRole('region', { name: 'Sales used for the estimate' });
    await expect(sales.getByRole('row')).toHaveCount(11);
    await section.getByRole('button', { name: /^Show all \d+ sales listed$/ }).click();
    await expect(sales.getByRole('row')).toHaveCount(31);
    await expect(section.getByText(/Local price index/)).toBeVisible();
    // The chart's code loads once it is about to scroll into view, as a visitor scrolls to it.
    await section.getByText(/Local price index/).scrollIntoViewIfNeeded();
    await expect(section.locator('.recharts-line')).toBeVisible();
    // A comparable leads to its own history.
    const first = sales.getByRole('link').first();
    const address = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: address! })).toBeVisible();
  });

  test('a listing compares its asking price with the estimate, and the About page publishes the accuracy', async ({
    page,
    request,
  }) => {
    await waitForPriceIndex(request);
    const listings = (await (await request.get('/api/properties?limit=500')).json()) as {
      id: string;
      zipCode: string;
    }[];
    const listing = listings.find((l) => l.zipCode.startsWith('SW19 '));
    expect(listing, 'a demo listing in SW19').toBeTruthy();
    await page.goto(`/property/${listing!.id}`);
    const section = page.getByRole('region', { name: 'What is it worth?' });
    await expect(section.getByTestId('estimate-value')).toBeVisible({ timeout: 20_000 });
    await expect(section.getByTestId('asking-price-comparison')).toHaveText(
      /^Asking price (is [\d.]+% (above|below)|matches) our estimate$/,
    );
    await section.getByRole('link', { name: 'About our estimates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About our estimates' })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Accuracy figures' });
    await expect(figures.getByRole('row', { name: /^All estimates 4,041 100% 11\.1% 45\.9%/ })).toBeVisible();
  });

  test('sold-price results show how prices moved in the searched district, for houses or flats', async ({
    page,
    request,
  }) => {
    await waitForPriceIndex(request);
    await page.goto('/sold-prices?postcode=SW19+3ES');
    const section = page.getByRole('region', { name: 'How prices have moved in SW19' });
    await expect(section.getByText(/Local price index for houses in postcode district SW19/)).toBeVisible({
      timeout: 20_000,
    });
    // The chart's code loads once it is about to scroll into view, as a visitor scrolls to it.
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.recharts-line')).toBeVisible();
    await section.getByRole('button', { name: 'Flats' }).click();
    await expect(section.getByRole('button', { name: 'Flats' })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText(/Local price index for flats in postcode district SW19/)).toBeVisible();
  });
});
