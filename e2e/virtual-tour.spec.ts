import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { markerLabel, priceMarkers } from './fixtures/map';

test.beforeAll(beforeAllWaitForDemoData);

/** The page's clock starts here and is paused once the tour is on screen; time then moves only when told. */
const START = new Date('2025-06-02T09:00:00Z');
const PAUSED_AT = new Date('2025-06-02T09:30:00Z');

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const stopLine = (page: Page, stop: number) => page.getByText(`Stop ${stop} of 8`, { exact: true });
const stopButton = (page: Page, stop: number) =>
  page
    .getByRole('navigation', { name: 'Tour stops' })
    .getByRole('button', { name: new RegExp(`^Stop ${stop}: `) });
/** The tour's one request: the first 8 listings. */
const tourRequest = (url: URL) => url.pathname === '/api/properties' && url.searchParams.get('limit') === '8';
const timeBar = (page: Page) => page.getByRole('progressbar', { name: /^Time at stop/ });

async function expectStop(page: Page, stop: number) {
  await expect(stopLine(page, stop)).toBeVisible();
  await expect(stopButton(page, stop)).toHaveAttribute('aria-current', 'step');
  const title = ((await stopButton(page, stop).getAttribute('aria-label')) ?? '').replace(/^Stop \d+: /, '');
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
}

/** Opens the tour with a fake clock, paused once the first stop is showing. */
async function openTour(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/virtual-tour');
  await expect(page.getByRole('heading', { level: 1, name: '3D Interactive Map Tour' })).toBeVisible();
  await expect(button(page, 'Start Tour')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Tour stops' }).getByRole('button')).toHaveCount(8);
  await page.clock.pauseAt(PAUSED_AT);
}

test.describe('/virtual-tour', () => {
  test('plays 15 s a stop, pauses, resumes, moves by hand and ends back at the first stop', async ({
    page,
  }) => {
    // Many steps through time; without the camera's flights the page has far less to draw.
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openTour(page);
    await expectStop(page, 1);
    await expect(button(page, 'Previous')).toBeDisabled();
    await expect(timeBar(page)).toHaveAttribute('aria-valuenow', '0');

    await button(page, 'Start Tour').click();
    await expect(button(page, 'Pause Tour')).toBeVisible();
    await page.clock.runFor(14_900);
    await expectStop(page, 1);
    await expect(timeBar(page)).toHaveAttribute('aria-valuenow', String((14_900 / 15_000) * 100));
    await expect(page.getByText('Next stop in 1 s')).toBeVisible();
    await page.clock.runFor(100);
    await expectStop(page, 2);
    await expect(timeBar(page)).toHaveAttribute('aria-valuenow', '0');

    // Paused, time passes and nothing moves; resume carries on.
    await page.clock.runFor(5_000);
    await button(page, 'Pause Tour').click();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await page.clock.runFor(60_000);
    await expectStop(page, 2);
    await expect(timeBar(page)).toHaveAttribute('aria-valuenow', String((5_000 / 15_000) * 100));
    await button(page, 'Resume Tour').click();
    await page.clock.runFor(10_000);
    await expectStop(page, 3);

    // Manual moves start the stop from the beginning.
    await page.clock.runFor(4_000);
    await button(page, 'Next').click();
    await expectStop(page, 4);
    await expect(timeBar(page)).toHaveAttribute('aria-valuenow', '0');
    await button(page, 'Previous').click();
    await expectStop(page, 3);

    await stopButton(page, 8).click();
    await expectStop(page, 8);
    await expect(button(page, 'Next')).toBeDisabled();
    await expect(page.getByText(/^Tour ends in \d+ s$/)).toBeVisible();
    await page.clock.runFor(15_000);
    await expectStop(page, 1);
    await expect(button(page, 'Start Tour')).toBeVisible();
  });

  test('choosing a price marker goes to that stop; the stop shows its points of interest', async ({
    page,
  }) => {
    await openTour(page);
    // A stop is shown at street level, where only its own marker is drawn: zoom out until
    // another stop's marker is in view (the clock is paused, so each zoom is moved on by hand).
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 10 && (await priceMarkers(page).count()) < 2; i++) {
      await zoomOut.click();
      await page.clock.runFor(1_000);
    }
    // Not the current stop's marker, which is outlined.
    const marker = priceMarkers(page)
      .filter({ has: page.locator('[data-highlighted="false"]') })
      .first();
    await expect(markerLabel(marker)).toBeVisible();
    const title = ((await marker.getAttribute('title')) ?? '').replace(/, £[\d,]+$/, '');
    await marker.dispatchEvent('click');
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    for (const label of ['Local transport', 'Shopping centre', 'Green space']) {
      await expect(page.getByRole('listitem').filter({ hasText: label })).toContainText(/\d\.\d miles/);
      await expect(page.locator('.leaflet-tooltip', { hasText: label })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      /^\/property\/[0-9a-f-]{36}$/,
    );
  });

  test('the mute toggle controls the spoken narration', async ({ page }) => {
    await page.addInitScript(() => {
      const log = { spoken: [] as string[], cancels: 0 };
      Object.assign(window, { narrationLog: log });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          speak: (utterance: SpeechSynthesisUtterance) => log.spoken.push(utterance.text),
          cancel: () => {
            log.cancels += 1;
          },
        },
      });
    });
    const spoken = () =>
      page.evaluate(() => (window as unknown as { narrationLog: { spoken: string[] } }).narrationLog.spoken);
    await openTour(page);
    const mute = page.getByRole('button', { name: 'Mute narration' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    expect(await spoken()).toEqual([]);

    await button(page, 'Start Tour').click();
    await expect.poll(spoken).toEqual([expect.stringMatching(/^Stop 1 of 8\. .+ Priced at £[\d,]+\.$/)]);
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(15_000);
    await expectStop(page, 2);
    expect(await spoken()).toHaveLength(1);
    await mute.click();
    await expect
      .poll(spoken)
      .toEqual([expect.stringMatching(/^Stop 1 /), expect.stringMatching(/^Stop 2 of 8\. /)]);
    await button(page, 'Pause Tour').click();
    await button(page, 'Next').click();
    await expectStop(page, 3);
    expect(await spoken()).toHaveLength(2);
  });

  test('hides the mute toggle where the browser cannot speak', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined });
    });
    await openTour(page);
    await expect(page.getByRole('button', { name: 'Mute narration' })).toHaveCount(0);
  });

  test('has no serious accessibility problems', async ({ page }) => {
    // Real time here: axe runs on timers of its own. Reduced motion: the stop card fades in, and
    // axe measuring its contrast mid-fade reported half-transparent text (flaky in CI).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/virtual-tour');
    await expect(button(page, 'Start Tour')).toBeVisible({ timeout: 20_000 });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('with no listings, offers the listings and the admin area', async ({ page }) => {
    await page.route(tourRequest, (route) => route.fulfill({ json: [] }));
    await page.goto('/virtual-tour');
    const empty = page.locator('section', {
      has: page.getByRole('heading', { name: 'No Properties to Tour' }),
    });
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/');
    await expect(empty.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  test('says so when the listings cannot be fetched, and tries again', async ({ page }) => {
    let fail = true;
    await page.route(tourRequest, (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
    );
    await page.goto('/virtual-tour');
    await expect(page.getByRole('heading', { name: 'The tour could not be loaded' })).toBeVisible();
    fail = false;
    await button(page, 'Try again').click();
    await expect(button(page, 'Start Tour')).toBeVisible({ timeout: 20_000 });
  });
});
