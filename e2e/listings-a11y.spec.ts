import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';

test.beforeAll(beforeAllWaitForDemoData);

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/** Each page is checked once its content (not a loading skeleton) is on screen. */
const pages: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: '/search',
    open: async (page) => {
      await page.goto('/search?location=Wimbledon');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: '/map',
    open: async (page) => {
      await page.goto('/map');
      await expect(page.locator('.leaflet-marker-icon [data-highlighted]').first()).toBeVisible({
        timeout: 30_000,
      });
    },
  },
  {
    name: 'listing detail',
    open: async (page) => {
      await page.goto('/');
      await page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('link', { name: /^View Details: / })
        .click();
      await expect(page.getByRole('form', { name: 'Contact agent' })).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: '/sold-prices with results',
    open: async (page) => {
      await page.goto('/sold-prices?postcode=SW19+3ES');
      await expect(page.getByText(/^Found [\d,]+ properties$/)).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'sold history',
    open: async (page) => {
      await page.goto(
        `/property/${encodeURIComponent('106 Queens Road, London')}/${encodeURIComponent('SW19 8LS')}`,
      );
      await expect(page.getByRole('heading', { name: 'Price History' })).toBeVisible({ timeout: 20_000 });
    },
  },
];

test.describe('accessibility of the listings and sold-price pages (axe-core)', () => {
  for (const { name, open } of pages) {
    test(`${name} has no serious or critical violations`, async ({ page }) => {
      await open(page);
      await expectNoSeriousViolations(page);
    });
  }
});
