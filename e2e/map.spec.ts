import { expect, type Page, test } from '@playwright/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';

test.beforeAll(beforeAllWaitForDemoData);

const priceMarkers = (page: Page) =>
  page.locator('.leaflet-container').getByRole('button', { name: /^£[\d.,]+[km]?$/ });

test.describe('/map', () => {
  test('asks for a selection, then shows the chosen listing with a link to its page', async ({ page }) => {
    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive Property Map' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a Property' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Full Details' })).toHaveCount(0);

    const marker = priceMarkers(page).first();
    await expect(marker.locator('span')).toBeVisible({ timeout: 30_000 });
    const title = (await marker.getAttribute('title')) ?? '';
    expect(title).toMatch(/, £[\d,]+$/);
    // At the start zoom London's markers overlap, so a pointer click could land on a neighbour:
    // the click goes to this marker's own element, where Leaflet listens for it.
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

  test('a marker can be chosen with the keyboard', async ({ page }) => {
    await page.goto('/map');
    const marker = priceMarkers(page).first();
    await expect(marker.locator('span')).toBeVisible({ timeout: 30_000 });
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'View Full Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Close property details' }).click();
    await expect(page.getByRole('heading', { name: 'Select a Property' })).toBeVisible();
    await expect(page).not.toHaveURL(/property=/);
  });
});
