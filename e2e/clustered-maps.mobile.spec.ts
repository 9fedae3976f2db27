import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';
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
  priceMarkers,
} from './fixtures/map';

test.beforeAll(beforeAllWaitForDemoData);

test.describe('clustered maps on a phone', () => {
  test("a town's results fit the small map, split when a cluster is tapped, and link to their cards", async ({
    page,
  }) => {
    await page.goto('/search?location=Ramsgate');
    await expect(homesAvailable(page)).toBeVisible({ timeout: 20_000 });
    const map = page.getByRole('region', { name: 'Results on a map' });
    await expect(priceMarkers(map).or(clusterMarkers(map)).first()).toBeAttached({ timeout: 20_000 });
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => drawnTotal(map)).toBe(await cards(page).count());
    await expectAllLabelsInside(map);
    await expectNoOverlappingLabels(map);

    const counts = await clusterCounts(map);
    const biggest = Math.max(...counts);
    await expandCluster(page, clusterMarkers(map).nth(counts.indexOf(biggest)));
    await expect(priceMarkers(map).or(clusterMarkers(map)).first()).toBeAttached();
    expect(Math.max(0, ...(await clusterCounts(map)))).toBeLessThan(biggest);
    await expectNoOverlappingLabels(map);

    // Results come first on a phone: choosing a marker scrolls back up to its card.
    const marker = await firstPriceMarker(page, map);
    const title = ((await marker.getAttribute('title')) ?? '').replace(/, £[\d,]+$/, '');
    await marker.dispatchEvent('click');
    const card = cards(page)
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .first();
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expect(card).toBeInViewport();

    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });

  test('/map starts with clusters that open into price markers', async ({ page }) => {
    await page.goto('/map');
    const marker = await firstPriceMarker(page);
    await expect(marker).toHaveAccessibleName(/^£[\d,]+, .+, .+$/);
    await expectNoOverlappingLabels(page);
    await marker.dispatchEvent('click');
    await expect(page.getByRole('link', { name: 'View Full Details' })).toBeInViewport();
  });
});
