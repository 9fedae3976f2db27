import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';

const pages = [
  '/login',
  '/register',
  '/admin-login',
  '/forgot-password',
  '/about-us',
  '/privacy-policy',
  '/cookie-policy',
  '/no-such-page',
];

test.describe('accessibility (axe-core)', () => {
  for (const path of pages) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }
});
