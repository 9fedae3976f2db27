import { areaMessages, encodePolyline, type LatLng } from '@contracts/search-area';
import { type SoldResult, soldMessages } from '@contracts/sold/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CENTRE, type FixtureSale, loadSearchFixture } from '../../test/sold-search-fixture';

/** An area as offsets in degrees from the fixture's centre postcode (SW19 1AA). */
const around = (corners: [number, number][]): string =>
  encodePolyline(corners.map(([dLat, dLng]): LatLng => [CENTRE.latitude + dLat, CENTRE.longitude + dLng]));

describe('GET /api/sold-prices with a drawn area', () => {
  let t: TestApp;
  let sales: FixtureSale[];
  beforeAll(async () => {
    t = await buildTestApp();
    sales = await loadSearchFixture(t.database, new Date());
  });
  afterAll(() => t.close());

  const get = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/sold-prices?${new URLSearchParams(query)}` });
  const expected = (postcodes: string[]) =>
    sales
      .filter((s) => s.record.category === 'A' && postcodes.includes(s.record.postcode))
      .map((s) => s.record.id.toLowerCase())
      .sort();

  it('finds the sales at postcodes inside the area, with no location needed', async () => {
    // SW19 1AA (the centre), 1AB (160 m north) and 1AD (640 m east); 5AA, 2AA and 4AA are outside.
    const area = around([
      [-0.001, -0.01],
      [0.01, -0.01],
      [0.01, 0.01],
      [-0.001, 0.01],
    ]);
    const res = await get({ area, limit: '200' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-search-area']).toBe('drawn');
    expect(res.headers['x-search-location']).toBeUndefined();
    expect(
      res
        .json<SoldResult[]>()
        .map((r) => r.id)
        .sort(),
    ).toEqual(expected(['SW19 1AA', 'SW19 1AB', 'SW19 1AD']));
    expect(res.headers['x-total-count']).toBe('9');
  });

  it('leaves out a postcode in the notch of an L-shaped area, and replaces the radius', async () => {
    const area = around([
      [-0.001, -0.01],
      [0.0005, -0.01],
      [0.0005, 0.003],
      [0.01, 0.003],
      [0.01, 0.01],
      [-0.001, 0.01],
    ]);
    const res = await get({ area, location: 'SW19 1AA', radius: '10', limit: '200' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-search-location']).toBe('SW19 1AA');
    expect(
      res
        .json<SoldResult[]>()
        .map((r) => r.id)
        .sort(),
    ).toEqual(expected(['SW19 1AA', 'SW19 1AD']));
    // Paged past the end, the total is still counted.
    const past = await get({ area, offset: '50' });
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('7');
  });

  it.each([
    [
      {
        area: around([
          [0, 0],
          [0.01, 0],
        ]),
      },
      areaMessages.tooFew,
    ],
    [{ area: 'not an area' }, areaMessages.malformed],
    [
      {
        area: encodePolyline([
          [48.8, 2.3],
          [48.9, 2.3],
          [48.9, 2.4],
        ]),
      },
      areaMessages.outside,
    ],
    [
      {
        area: around([
          [0, 0],
          [0.01, 0.01],
          [0.01, 0],
          [0, 0.01],
        ]),
      },
      areaMessages.crosses,
    ],
    [
      {
        area: around([
          [0, 0],
          [0.01, 0],
          [0, 0.01],
        ]),
        sort: 'distance',
      },
      soldMessages.areaNotSorted,
    ],
    [{ area: '' }, soldMessages.locationRequired],
  ])('refuses %o with 400', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, error: message });
  });
});
