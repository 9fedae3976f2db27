import { expect, type Page, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';

test.beforeAll(beforeAllWaitForDemoData);

/** Every Content Security Policy refusal on the page, as the browser reports it to the page. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

// The listing page is left out: its contact form loads zod, which tests whether it may compile with
// `new Function` (the policy refuses it; zod then parses without), and Chromium reports the refusal.
test.describe('pages run within the Content Security Policy', () => {
  for (const [name, url] of [
    ['the home page', '/'],
    ['sold prices for a postcode', '/sold-prices?postcode=SW19%203ES'],
    ['the map', '/map'],
  ]) {
    test(`${name} makes no request the policy refuses`, async ({ page }) => {
      await recordViolations(page);
      await page.goto(url!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      // Parts that load later (results, maps, charts) have had time to load and run.
      await page.waitForTimeout(2_000);
      expect(await violations(page)).toEqual([]);
    });
  }
});
