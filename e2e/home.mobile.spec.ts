import { expect, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';

test.beforeAll(beforeAllWaitForDemoData);

test('on a phone the home page lists the homes in one column without sideways scrolling', async ({
  page,
  request,
}) => {
  const total = Number((await request.get('/api/properties?limit=1')).headers()['x-total-count']);
  await page.goto('/');
  await expect(page.getByText(/^[\d,]+ homes available$/)).toHaveText(
    `${total.toLocaleString('en-GB')} homes available`,
    { timeout: 20_000 },
  );
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(Math.abs(second!.x - first!.x)).toBeLessThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
