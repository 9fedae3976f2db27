import { expect, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { expectToast } from './fixtures/toast';

test.beforeAll(beforeAllWaitForDemoData);

test('on a phone a sold-price search brings its results into view', async ({ page }) => {
  await page.goto('/sold-prices');
  await page.getByLabel('Postcode', { exact: true }).fill('CT11 7BB');
  await page.getByRole('button', { name: 'Search Properties' }).click();
  await expectToast(page, 'Search Complete');
  await expect(page.getByRole('heading', { name: 'Recent Sales in CT11 7BB' })).toBeInViewport();
  const card = page.getByRole('listitem').filter({ hasText: 'Sold:' }).first();
  await expect(card).toContainText(/Distance: [\d.]+ miles? away/);
  // Cards fit the 390 px screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
