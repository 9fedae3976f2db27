import type { Property } from '@contracts/property';
import { decodePolyline } from '@contracts/search-area';
import { expect, type Page, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { homesAvailable } from './fixtures/listings';
import { priceMarkers, clusterMarkers } from './fixtures/map';
import { expectNoSeriousA11yViolations } from './fixtures/ux-flows';

test.beforeAll(beforeAllWaitForDemoData);

const SHOTS = '/tmp/shots-draw';
/** A postcode with sales in the demo data (as e2e/sold-prices.spec.ts searches). */
const SOLD_POSTCODE = 'SW19 3ES';
const resultsMap = (page: Page) => page.getByRole('region', { name: 'Results on a map' });
const shownCount = async (page: Page) => Number((await homesAvailable(page).innerText()).replace(/\D/g, ''));
const areaParam = (page: Page) => new URL(page.url()).searchParams.get('area');

/** Ray casting, written apart from the server's SQL: is the point inside the ring (or on it)? */
function inside([lat, lng]: [number, number], ring: readonly (readonly [number, number])[]) {
  let odd = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

async function openTown(page: Page) {
  await page.goto('/search?location=Ramsgate');
  await expect(homesAvailable(page)).toBeVisible({ timeout: 20_000 });
  const map = resultsMap(page);
  await expect(priceMarkers(map).or(clusterMarkers(map)).first()).toBeAttached({ timeout: 20_000 });
  return shownCount(page);
}

/** Every home the page's search finds (through the API, all pages), with the area from the URL. */
async function homesOf(page: Page, area: string): Promise<Property[]> {
  const res = await page.request.post('/api/properties/search', {
    data: { location: 'Ramsgate', area, limit: 100 },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

test.describe('draw-a-search', () => {
  test('a buyer draws an area with the mouse and gets only the homes inside it, also after a reload', async ({
    page,
  }) => {
    const before = await openTown(page);
    await page.getByRole('button', { name: 'Draw an area' }).click();
    await expect(page.getByText('Click the map to add corners')).toBeVisible();
    const container = resultsMap(page).locator('.leaflet-container');
    await container.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await container.boundingBox())!;
    // A triangle over the left part of the map: some of the town's homes fall outside it.
    const corners = [
      [0.1, 0.1],
      [0.55, 0.15],
      [0.2, 0.9],
    ].map(([x, y]) => ({ x: box.x + box.width * x!, y: box.y + box.height * y! }));
    for (const corner of corners) await page.mouse.click(corner.x, corner.y);
    await page.mouse.click(corners[0]!.x, corners[0]!.y);

    await expect.poll(() => areaParam(page)).not.toBeNull();
    const area = areaParam(page)!;
    const ring = decodePolyline(area)!;
    expect(ring).toHaveLength(3);
    await expect(page.getByRole('button', { name: 'Remove area' })).toBeVisible();
    await expect(page.getByText('Showing only homes inside the drawn area.')).toBeVisible();

    const homes = await homesOf(page, area);
    expect(homes.length).toBeLessThan(before);
    for (const home of homes)
      expect(inside([Number(home.latitude), Number(home.longitude)], ring), home.title).toBe(true);
    await expect.poll(() => shownCount(page)).toBe(homes.length);

    await page.screenshot({ path: `${SHOTS}/search-area-desktop.png`, fullPage: false });
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(homesAvailable(page)).toBeVisible({ timeout: 20_000 });
    expect(areaParam(page)).toBe(area);
    await expect.poll(() => shownCount(page)).toBe(homes.length);
    await expect(
      resultsMap(page).locator('path.leaflet-interactive, path[stroke-dasharray]').first(),
    ).toBeAttached();

    await page.setViewportSize({ width: 390, height: 844 });
    await resultsMap(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/search-area-phone.png`, fullPage: false });

    await page.getByRole('button', { name: 'Remove area' }).click();
    await expect.poll(() => areaParam(page)).toBeNull();
    await expect.poll(() => shownCount(page)).toBe(before);
  });

  test("'Search this map area' works from the keyboard, and Back returns to the search before", async ({
    page,
  }) => {
    const before = await openTown(page);
    const button = page.getByRole('button', { name: 'Search this map area' });
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => areaParam(page)).not.toBeNull();
    const ring = decodePolyline(areaParam(page)!)!;
    expect(ring).toHaveLength(4);
    // The map was fitted to every result, so the rectangle of its view holds them all.
    await expect.poll(() => shownCount(page)).toBe(before);

    await page.goBack();
    await expect.poll(() => areaParam(page)).toBeNull();
    await page.goForward();
    await expect.poll(() => areaParam(page)).not.toBeNull();
  });

  test('a malformed area in the address is dropped, like any bad parameter', async ({ page }) => {
    await page.goto('/search?location=Ramsgate&area=not-an-area');
    await expect(homesAvailable(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Remove area' })).toHaveCount(0);
  });
});

test.describe('draw-a-search on sold prices', () => {
  test("'Search this map area' narrows the sales to the map's view, kept in the URL", async ({ page }) => {
    await page.goto(`/sold-prices?postcode=${encodeURIComponent(SOLD_POSTCODE)}&radius=1`);
    const found = page.getByText(/^Found [\d,]+ propert(y|ies)$/);
    await expect(found).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Search this map area' }).click();
    await expect.poll(() => areaParam(page)).not.toBeNull();
    await expect(page.getByRole('heading', { name: 'Recent Sales in the drawn area' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove area' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Recent Sales in the drawn area' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/sold-area-desktop.png`, fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Remove area' }).first().click();
    await expect.poll(() => areaParam(page)).toBeNull();
  });
});
