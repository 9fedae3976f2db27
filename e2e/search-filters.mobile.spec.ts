import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { cardPrices } from './fixtures/listings';

/*
 * Issue 17 on a phone: /search shows the results first, the filters open from 'Filters (n)', and
 * a buyer finds homes near a postcode and reads a listing's material information and history.
 */

test.beforeAll(beforeAllWaitForDemoData);

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('shows results first; the filters open from "Filters (n)" and come back from the address', async ({
  page,
}) => {
  await page.goto(
    '/search?location=L23+6TS&radius=3&minPrice=250000&maxPrice=400000&builtForm=semi-detached',
  );
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  // The panel is folded away; its button counts radius, two prices and the built form.
  await expect(page.getByRole('search', { name: 'Property filters' })).toBeHidden();
  const button = page.getByRole('button', { name: 'Filters (4)' });
  await expect(button).toBeVisible();
  await expect(page.getByText('Within 3 miles of L23 6TS')).toBeVisible();
  const [buttonBox, firstCard] = [
    await button.boundingBox(),
    await results.getByRole('article').first().boundingBox(),
  ];
  expect(buttonBox!.y).toBeLessThan(firstCard!.y);
  expect(firstCard!.y).toBeLessThan(844);
  for (const { text, price } of await cardPrices(results.getByRole('article'))) {
    expect(text).toContain('Semi-detached');
    expect(price >= 250_000 && price <= 400_000, text).toBe(true);
  }
  await expectNoSeriousViolations(page);

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog.getByLabel('Location')).toHaveValue('L23 6TS');
  await expect(dialog.getByRole('combobox', { name: 'Search radius' })).toHaveText('Within 3 miles');
  await expect(dialog.getByRole('combobox', { name: 'Min price' })).toHaveText('£250,000');
  await expect(dialog.getByRole('combobox', { name: 'Max price' })).toHaveText('£400,000');
  await expect(dialog.getByRole('checkbox', { name: 'Semi-detached' })).toBeChecked();
  await expectNoSeriousViolations(page);
});

test('a buyer finds freehold semis within 3 miles of a postcode added this week, and reads one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/search');
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByLabel('Location').fill('L23 6TS');
  await choose(page, dialog, 'Search radius', 'Within 3 miles');
  await choose(page, dialog, 'Min price', '£250,000');
  await choose(page, dialog, 'Max price', '£400,000');
  await dialog.getByRole('checkbox', { name: 'Semi-detached' }).check();
  await dialog.getByRole('checkbox', { name: 'Freehold', exact: true }).check();
  await choose(page, dialog, 'Added to site', 'Last 7 days');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(
    '/search?location=L23+6TS&radius=3&minPrice=250000&maxPrice=400000&builtForm=semi-detached&tenure=freehold&added=7',
  );
  await expect(page.getByRole('button', { name: 'Filters (6)' })).toBeVisible();

  const expected = (await (
    await page.request.post('/api/properties/search', {
      data: {
        location: 'L23 6TS',
        radius: 3,
        minPrice: 250_000,
        maxPrice: 400_000,
        builtForm: ['Semi-detached'],
        tenure: ['Freehold'],
        maxDaysSinceAdded: 7,
      },
    })
  ).json()) as { title: string }[];
  expect(expected.length).toBeGreaterThan(0);
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await expect(cards).toHaveCount(expected.length, { timeout: 20_000 });
  const first = cards.first();
  await expect(first.getByRole('list', { name: 'Key facts' })).toContainText('Semi-detachedFreehold');
  await expect(first.getByText(/^Added on \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  await first.getByRole('link', { name: /^View Details: / }).click();
  const info = page.getByRole('region', { name: 'Key information' });
  await expect(info).toBeVisible({ timeout: 20_000 });
  await expect(info.getByText('Tenure', { exact: true })).toBeVisible();
  await expect(info).toContainText('TenureFreehold');
  await expect(info).toContainText(/Council tax bandBand [A-H]/);
  await expect(info).toContainText(/EPC rating[A-G]Current [A-G], potential [A-G]/);
  const history = page.getByRole('table', { name: /Price history/ });
  await history.scrollIntoViewIfNeeded();
  await expect(history.getByRole('row').last()).toContainText(/\d\d\/\d\d\/\d{4}Added£[\d,]+/);
  await expectNoSeriousViolations(page);
});
