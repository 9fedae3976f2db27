import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import { AREA_STATS_MIN_SALES, type AreaStats, areaStatsMessages } from '@contracts/sold/area-stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CENTRE, loadSearchFixture } from '../../test/sold-search-fixture';
import { AREA_STATS_CACHE_MS, areaStatsCache } from './area-stats.service';

describe('GET /api/sold-prices/area-stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ url: `/api/sold-prices/area-stats?${query}` });
  const at = (latitude: number, longitude: number, radiusKm: number) =>
    `latitude=${latitude}&longitude=${longitude}&radiusKm=${radiusKm}`;

  it('answers no period for a circle without sales (the map then shows its fixed figures)', async () => {
    const res = await get(at(53.4808, -2.2426, 8));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      latitude: 53.4808,
      longitude: -2.2426,
      radiusKm: 8,
      latest: null,
      previous: null,
      changePercent: null,
      attribution: SOLD_ATTRIBUTION,
    });
  });

  it(`counts the sales of a thin circle but gives no median under ${AREA_STATS_MIN_SALES} sales`, async () => {
    await loadSearchFixture(t.database, new Date());
    // Radius 1 km round the fixture centre: its standard sales of the last months, fewer than the minimum.
    const res = await get(at(CENTRE.latitude, CENTRE.longitude, 1));
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json() as AreaStats;
    expect(stats.latest?.sales).toBeGreaterThan(0);
    expect(stats.latest?.sales).toBeLessThan(AREA_STATS_MIN_SALES);
    expect(stats.latest?.medianPrice).toBeNull();
    expect(stats.changePercent).toBeNull();
    // Periods are whole calendar months: 12 ending with the newest sale's month, then the 12 before.
    const { from = '', to = '' } = stats.latest ?? {};
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(stats.previous?.to).toBe(
      new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    );
    expect(
      Number(to.slice(0, 4)) * 12 +
        Number(to.slice(5, 7)) -
        (Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7))),
    ).toBe(11);
  });

  it.each([
    ['longitude=-0.1&radiusKm=8', areaStatsMessages.latitude],
    ['latitude=&longitude=-0.1&radiusKm=8', areaStatsMessages.latitude],
    ['latitude=north&longitude=-0.1&radiusKm=8', areaStatsMessages.latitude],
    ['latitude=91&longitude=-0.1&radiusKm=8', areaStatsMessages.latitude],
    ['latitude=51.5&radiusKm=8', areaStatsMessages.longitude],
    ['latitude=51.5&longitude=-181&radiusKm=8', areaStatsMessages.longitude],
    ['latitude=51.5&longitude=Infinity&radiusKm=8', areaStatsMessages.longitude],
    ['latitude=51.5&longitude=-0.1', areaStatsMessages.radiusKm],
    ['latitude=51.5&longitude=-0.1&radiusKm=0', areaStatsMessages.radiusKm],
    ['latitude=51.5&longitude=-0.1&radiusKm=50', areaStatsMessages.radiusKm],
  ])('rejects %s with 400 and a readable message', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('area stats cache', () => {
  const query = { latitude: 51.5, longitude: -0.12, radiusKm: 8 };
  const answer = (n: number): AreaStats => ({
    ...query,
    latest: { from: '2024-01-01', to: '2024-12-31', sales: n, medianPrice: n },
    previous: null,
    changePercent: null,
    attribution: SOLD_ATTRIBUTION,
  });

  it('reuses an answer for a while, shares one being computed, and forgets failures', async () => {
    let clock = 0;
    let computed = 0;
    const cache = areaStatsCache(() => clock);
    const compute = () => Promise.resolve(answer(++computed));
    const [a, b] = await Promise.all([cache.get(query, compute), cache.get(query, compute)]);
    expect([a.latest?.sales, b.latest?.sales, computed]).toEqual([1, 1, 1]);
    clock += AREA_STATS_CACHE_MS - 1;
    expect((await cache.get(query, compute)).latest?.sales).toBe(1);
    expect((await cache.get({ ...query, radiusKm: 5 }, compute)).latest?.sales).toBe(2);
    clock += 1;
    expect((await cache.get(query, compute)).latest?.sales).toBe(3);

    const failing = { ...query, latitude: 52 };
    await expect(cache.get(failing, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get(failing, compute)).latest?.sales).toBe(4);
  });
});
