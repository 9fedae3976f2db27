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

// Pages with forms included: zod 4 tests whether it may compile its parsers with `new Function`,
// which the policy refuses (web/src/lib/zod-without-eval.ts turns that off in the browser).
test.describe('pages run within the Content Security Policy', () => {
  for (const [name, url] of [
    ['the home page', '/'],
    ['a search with its filters', '/search?location=Wimbledon'],
    ['sold prices for a postcode', '/sold-prices?postcode=SW19%203ES'],
    ['the map', '/map'],
    ['the sign-in form', '/login'],
    ['the mortgage quiz', '/mortgage-quiz'],
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

  test('a listing with its contact form makes no request the policy refuses', async ({ page }) => {
    const [listing] = (await (await page.request.get('/api/properties?limit=1')).json()) as { id: string }[];
    await recordViolations(page);
    await page.goto(`/property/${listing!.id}`);
    await expect(page.getByRole('button', { name: /send|enquir|contact/i }).first()).toBeVisible({
      timeout: 20_000,
    });
    await page.waitForTimeout(2_000);
    expect(await violations(page)).toEqual([]);
  });
});
