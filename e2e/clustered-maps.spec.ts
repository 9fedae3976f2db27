import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { cards, homesAvailable } from './fixtures/listings';
import {
  clusterCounts,
  clusterMarkers,
  drawnTotal,
  expandCluster,
  expectAllLabelsInside,
  expectNoOverlappingLabels,
  firstPriceMarker,
  markerLabel,
  priceMarkers,
} from './fixtures/map';

test.beforeAll(beforeAllWaitForDemoData);

const resultsMap = (page: Page) => page.getByRole('region', { name: 'Results on a map' });

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/** /search for a town: every result on the map, the view fitted to them. */
async function openTownSearch(page: Page, town = 'Ramsgate') {
  await page.goto(`/search?location=${town}`);
  await expect(homesAvailable(page)).toBeVisible({ timeout: 20_000 });
  const shown = Number((await homesAvailable(page).innerText()).replace(/\D/g, ''));
  await expect(cards(page)).toHaveCount(Math.min(shown, 20));
  const map = resultsMap(page);
  await expect(priceMarkers(map).or(clusterMarkers(map)).first()).toBeAttached({ timeout: 20_000 });
  return { map, cardCount: await cards(page).count() };
}

test.describe('clustered maps', () => {
  test("a town's search fits the map to its results, in clusters that split when chosen", async ({
    page,
  }) => {
    const { map, cardCount } = await openTownSearch(page);
    await expect.poll(() => drawnTotal(map)).toBe(cardCount);
    await expectAllLabelsInside(map);
    await expectNoOverlappingLabels(map);

    // The biggest cluster: once chosen, the map zooms to where it splits, so nothing drawn holds as many.
    const counts = await clusterCounts(map);
    const biggest = Math.max(...counts);
    const cluster = clusterMarkers(map).nth(counts.indexOf(biggest));
    await expect(cluster).toHaveAccessibleName(`${biggest} homes, zoom in`);
    await expandCluster(page, cluster);
    await expect(priceMarkers(map).or(clusterMarkers(map)).first()).toBeAttached();
    expect(Math.max(0, ...(await clusterCounts(map)))).toBeLessThan(biggest);
    await expectNoOverlappingLabels(map);
    await expectNoSeriousViolations(page);
  });

  test('pointing at a card highlights its marker; choosing a marker highlights and shows its card', async ({
    page,
  }) => {
    const { map } = await openTownSearch(page);
    const highlighted = map.locator('.leaflet-marker-icon [data-highlighted="true"]');
    await expect(highlighted).toHaveCount(0);
    const card = cards(page).first();
    await card.hover();
    await expect(highlighted).toHaveCount(1);
    const price = (await card.getByText(/^£[\d,]+$/).innerText()).trim();
    // The marker (or the cluster holding the home) is the one highlighted.
    const marker = map
      .locator('.leaflet-marker-icon')
      .filter({ has: page.locator('[data-highlighted="true"]') });
    await expect(marker).toHaveAccessibleName(new RegExp(`^(${price}, |\\d+ homes, )`));
    await page.mouse.move(0, 0);
    await expect(highlighted).toHaveCount(0);

    // Focus does the same as pointing, for keyboard users.
    await card.getByRole('link', { name: /^View Details: / }).focus();
    await expect(highlighted).toHaveCount(1);
    await card.getByRole('link', { name: /^View Details: / }).blur();

    const chosen = await firstPriceMarker(page, map);
    const name = (await chosen.getAttribute('title')) ?? '';
    const title = name.replace(/, £[\d,]+$/, '');
    await chosen.dispatchEvent('click');
    const chosenCard = cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(chosenCard.first()).toHaveAttribute('data-highlighted', 'true');
    await expect(chosenCard.first()).toBeInViewport();
    await expect(markerLabel(chosen)).toHaveAttribute('data-highlighted', 'true');
  });

  test('/map: a row of the homes in view highlights its marker; choosing a marker marks its row', async ({
    page,
  }) => {
    await page.goto('/map');
    const list = page.getByRole('region', { name: 'Homes in view' });
    const highlighted = page.locator('.leaflet-marker-icon [data-highlighted="true"]');
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await expect(highlighted).toHaveCount(0);
    await list.getByRole('button').first().hover();
    await expect(highlighted).toHaveCount(1);
    await list.getByRole('button').first().focus();
    await page.mouse.move(0, 0);
    await expect(highlighted).toHaveCount(1);

    const marker = await firstPriceMarker(page);
    const title = ((await marker.getAttribute('title')) ?? '').replace(/, £[\d,]+$/, '');
    await marker.dispatchEvent('click');
    const row = list.getByRole('button', {
      name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toBeInViewport();
    await expect(page.getByRole('link', { name: 'View Full Details' })).toBeVisible();
  });

  test('a cluster is reached with Tab, named, and Enter zooms into it', async ({ page }) => {
    await page.goto('/map');
    const cluster = clusterMarkers(page).first();
    await expect(cluster).toBeAttached({ timeout: 30_000 });
    await page.locator('.leaflet-container').focus();
    const reachByTab = async (pattern: RegExp) => {
      let name = '';
      // The neighbourhood circles take focus too; a marker follows within a few presses.
      for (let i = 0; i < 12 && !pattern.test(name); i++) {
        await page.keyboard.press('Tab');
        name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      }
      return name;
    };
    expect(await reachByTab(/ homes, zoom in$/)).toMatch(/^[\d,]+ homes, zoom in$/);
    const focused = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => !(el as Element).isConnected, focused);
    // Focus stays on the map, so the next presses of Tab reach the homes it split into.
    await expect(page.locator('.leaflet-container')).toBeFocused();
    await expect(priceMarkers(page).or(clusterMarkers(page)).first()).toBeAttached();
    expect(await reachByTab(/^(£[\d,]+, .+|[\d,]+ homes, (zoom in|show the list))$/)).toMatch(
      /^(£[\d,]+, .+|[\d,]+ homes, (zoom in|show the list))$/,
    );
    await expectNoSeriousViolations(page);
  });

  test('the home map view and the sold-price map cluster too, and pass axe', async ({ page }) => {
    await page.goto('/?view=map');
    const featured = page.getByRole('region', { name: 'Featured Properties' });
    await expect(priceMarkers(featured).or(clusterMarkers(featured)).first()).toBeAttached({
      timeout: 20_000,
    });
    await expectNoOverlappingLabels(featured);
    await expectNoSeriousViolations(page);

    await page.goto('/sold-prices?postcode=SW19+3ES');
    await expect(page.getByText(/^Found [\d,]+ properties$/)).toBeVisible({ timeout: 20_000 });
    const sales = page.locator('.leaflet-container');
    const soldCluster = sales.getByRole('button', { name: /^\d+ sales, zoom in$/ }).first();
    await expect(soldCluster).toBeAttached();
    await expectNoOverlappingLabels(page);
    await expandCluster(page, soldCluster);
    await expect(
      sales.getByRole('button', { name: /^[A-Z0-9]+ [0-9A-Z]+: \d+ sales?, median £/ }).first(),
    ).toBeAttached();
    await expectNoSeriousViolations(page);
  });
});
