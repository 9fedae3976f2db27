import { expect, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { firstPriceMarker } from './fixtures/map';
import { expectToast } from './fixtures/toast';

test.beforeAll(beforeAllWaitForDemoData);

test.describe('/map', () => {
  test('asks for a selection, then shows the chosen listing with a link to its page', async ({ page }) => {
    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive Property Map' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a Property' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Full Details' })).toHaveCount(0);

    const marker = await firstPriceMarker(page);
    const title = (await marker.getAttribute('title')) ?? '';
    expect(title).toMatch(/, £[\d,]+$/);
    // The click goes to this marker's own element, where Leaflet listens for it.
    await marker.dispatchEvent('click');

    await expect(page).toHaveURL(/[?&]property=[0-9a-f-]{36}/);
    const details = page.getByRole('link', { name: 'View Full Details' });
    await expect(details).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a Property' })).toHaveCount(0);
    const id = new URL(page.url()).searchParams.get('property');
    await expect(details).toHaveAttribute('href', `/property/${id}`);
    await details.click();
    await expect(page).toHaveURL(`/property/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title.replace(/, £[\d,]+$/, '') })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('Schedule Viewing sends a request with a preferred time chosen by its label', async ({ page }) => {
    await page.goto('/map');
    const marker = await firstPriceMarker(page);
    await marker.dispatchEvent('click');
    await page.getByRole('button', { name: 'Schedule Viewing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Viewing' });
    await dialog.getByLabel('Name').fill('Olivia Bennett');
    await dialog.getByLabel('Email').fill('olivia.bennett@example.co.uk');
    await dialog.getByLabel('Phone').fill('07700 900123');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Preferred date').fill(tomorrow);
    // The select is named by its visible label, like every other field.
    await dialog.getByLabel('Preferred time').click();
    await page.getByRole('option', { name: 'Evening (5pm - 8pm)' }).click();
    await expect(dialog.getByLabel('Preferred time')).toHaveText('Evening (5pm - 8pm)');
    await dialog.getByRole('button', { name: 'Request Viewing' }).click();
    await expectToast(page, 'Viewing request sent', 'The agent will contact you to confirm a time.');
    await expect(dialog).toBeHidden();
  });

  test('a marker can be chosen with the keyboard', async ({ page }) => {
    await page.goto('/map');
    const marker = await firstPriceMarker(page);
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'View Full Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Close property details' }).click();
    await expect(page.getByRole('heading', { name: 'Select a Property' })).toBeVisible();
    await expect(page).not.toHaveURL(/property=/);
  });

  test('neighbourhood insights show the median of the loaded sales, with its period and attribution', async ({
    page,
  }) => {
    await page.goto('/map');
    const insights = page.getByRole('region', { name: 'Neighbourhood Insights' });
    const london = insights.getByRole('button', { name: /^London/ });
    // Demo data (HM Land Registry, /work/shared/data): 746 standard sales within 8 km of central
    // London in the 12 months to January 2016, and none to compare with in the 12 before.
    await expect(london).toContainText('Median sold price, Feb 2015 – Jan 2016', { timeout: 20_000 });
    await expect(london).toContainText('£650k');
    await expect(london).not.toContainText('£785k');
    await expect(
      insights.getByText(/^Contains HM Land Registry data © Crown copyright and database right\. This data/),
    ).toBeVisible();

    await london.click();
    await expect(london).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#insight-london');
    await expect(panel.getByText('£650,000')).toBeVisible();
    await expect(panel.getByText('746 in Feb 2015 – Jan 2016')).toBeVisible();
    await expect(
      panel.getByText('12-month change: too few sales recorded in Feb 2014 – Jan 2015 to compare.'),
    ).toBeVisible();
    await london.click();
    await expect(london).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('an area no loaded sales cover keeps the fixed figures, marked as indicative', async ({ page }) => {
    await page.route('**/api/sold-prices/area-stats?*', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('latitude') !== '53.8008') return route.fallback();
      await route.fulfill({
        json: {
          latitude: 53.8008,
          longitude: -1.5491,
          radiusKm: 8,
          latest: null,
          previous: null,
          changePercent: null,
          attribution: 'Contains HM Land Registry data',
        },
      });
    });
    // /map arrives rendered with its figures; the browser fetches them itself (and meets the
    // stand-in answer above) when it goes to /map by a link.
    await page.goto('/about-us');
    await page.getByRole('main').getByRole('link', { name: 'map', exact: true }).click();
    const insights = page.getByRole('region', { name: 'Neighbourhood Insights' });
    const leeds = insights.getByRole('button', { name: /^Leeds/ });
    await expect(leeds).toContainText('Indicative price', { timeout: 20_000 });
    await expect(leeds).toContainText('£235k · +11.2%');
    await expect(insights.getByRole('button', { name: /^Manchester/ })).toContainText('Median sold price');
    await leeds.click();
    const panel = page.locator('#insight-leeds');
    await expect(panel.getByText('Market rising: +11.2% in a year')).toBeVisible();
    await expect(panel.getByText('£235,000')).toBeVisible();
    await expect(panel.getByText(/Not enough HM Land Registry sales are loaded for this area/)).toBeVisible();
  });
});
