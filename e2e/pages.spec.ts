import { expect, test } from './fixtures/test';

const staticPages = [
  { path: '/about-us', title: 'About Us' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/cookie-policy', title: 'Cookie Policy' },
];

test.describe('static pages, 404 and every route', () => {
  for (const { path, title } of staticPages) {
    test(`${title} has its content, last updated August 2025`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/Last updated:? August 2025/)).toBeVisible();
    });
  }

  test('Back goes to the previous page, or home when there is none', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test('an unknown path shows Page Not Found inside the layout', async ({ page }) => {
    // Rendered on the server with a real 404 status (issue 18), so crawlers do not index it.
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('page views report their status and load time to the analytics', async ({ page }) => {
    // Playwright sees a beacon's request but not its body: keep each one the page sends.
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      Object.assign(window, { sentBeacons: sent });
      navigator.sendBeacon = (_url, data) => {
        void (data as Blob).text().then((text) => sent.push(JSON.parse(text)));
        return true;
      };
    });
    const beacons = () => page.evaluate(() => (window as unknown as { sentBeacons: unknown[] }).sentBeacons);
    await page.goto('/no/such/page');
    await expect
      .poll(beacons)
      .toEqual([expect.objectContaining({ path: '/no/such/page', status: 404, loadMs: expect.any(Number) })]);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect
      .poll(async () => (await beacons()).at(-1))
      .toEqual(expect.objectContaining({ path: '/', status: 200, loadMs: expect.any(Number) }));
  });

  test('unknown API paths answer JSON 404, not the web app', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  const everyRoute = [
    '/',
    '/search',
    '/admin',
    '/dashboard',
    '/login',
    '/admin-login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/recommendations',
    '/preferences',
    '/favorites',
    '/mortgage-quiz',
    '/virtual-tour',
    '/my-properties',
    '/map',
    '/account',
    '/sold-prices',
    '/about-us',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
    '/verify-email',
    '/admin-working',
  ];
  // Each route gets a page of its own: some start timers that navigate (the sign-in redirect of
  // /my-properties, the admin gate's), and on a shared page one could fire while the next goto is in
  // flight and abort it.
  test('every route of the spec renders inside the layout without errors', async ({ context }) => {
    // Some thirty pages, each loaded in a tab of its own and waited for until it is live.
    test.setTimeout(180_000);
    const errors: string[] = [];
    for (const path of everyRoute) {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
      await page.goto(path);
      await expect(page.getByRole('banner'), path).toBeVisible();
      // Each page names itself in the browser tab (WCAG 2.4.2), not just the site.
      await expect(page, path).not.toHaveTitle('Home Hunter');
      await expect(page.getByRole('heading', { name: 'Page Not Found' }), path).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: 'Sorry, this page could not be shown' }),
        path,
      ).toHaveCount(0);
      await page.close();
    }
    expect(errors).toEqual([]);
  });
});
