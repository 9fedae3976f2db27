import { areaMessages, encodePolyline } from '@contracts/search-area';
import type { Property } from '@contracts/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AREA_PLACE_NAMES,
  AREA_PLACES,
  placesInside,
  U_AREA,
  U_AREA_ENCODED,
} from '../../test/area-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { fixtureListings, search } from '../../test/test-listings';
import { insertProperties } from './properties.repository';

const titles = (rows: Property[]) => rows.map((r) => r.title).sort();

describe('POST /api/properties/search with a drawn area', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const homes = fixtureListings(AREA_PLACE_NAMES.length, 'area').map((row, i) => {
      const name = AREA_PLACE_NAMES[i]!;
      const place = AREA_PLACES[name];
      return {
        ...row,
        title: name,
        latitude: String(place.latitude),
        longitude: String(place.longitude),
        bedrooms: i % 2 === 0 ? 3 : 1,
      };
    });
    // Homes in the fixture towns, none of them on Rannoch Moor.
    await insertProperties(t.database.db, [...fixtureListings(30, 'towns'), ...homes]);
  });
  afterAll(() => t.close());

  const inArea = async (body: object) => {
    const res = await search(t.app, { limit: 500, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Property[]>();
  };

  it('finds the homes inside a concave area, on its edges and corners, and none in the notch or just outside', async () => {
    const rows = await inArea({ area: U_AREA_ENCODED });
    expect(titles(rows)).toEqual([...placesInside].sort());
    expect(titles(rows)).not.toContain('notch');
    expect(titles(rows)).not.toContain('justSouth');
    expect(titles(rows)).not.toContain('justEast');
  });

  it('combines the area with the other filters, and is the same drawn either way round', async () => {
    const rows = await inArea({ area: U_AREA_ENCODED, bedrooms: 3 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.bedrooms >= 3 && placesInside.includes(r.title as never))).toBe(true);
    const reversed = await inArea({ area: encodePolyline([...U_AREA].reverse()) });
    expect(titles(reversed)).toEqual([...placesInside].sort());
  });

  it('finds nothing in an area where no home is', async () => {
    const sea = encodePolyline([
      [55.0, 1.0],
      [55.1, 1.0],
      [55.1, 1.1],
    ]);
    expect(await inArea({ area: sea })).toEqual([]);
  });

  it.each([
    ['fewer than 3 points', encodePolyline(U_AREA.slice(0, 2)), areaMessages.tooFew],
    [
      'a ring that crosses itself',
      encodePolyline([U_AREA[0]!, U_AREA[2]!, U_AREA[1]!, U_AREA[7]!]),
      areaMessages.crosses,
    ],
    [
      'an area outside Great Britain',
      encodePolyline([
        [48.8, 2.3],
        [48.9, 2.3],
        [48.9, 2.4],
      ]),
      areaMessages.outside,
    ],
    [
      'more than 100 points',
      encodePolyline(
        Array.from({ length: 101 }, (_, i) => [
          56 + 0.1 * Math.sin((2 * Math.PI * i) / 101),
          -4 + 0.1 * Math.cos((2 * Math.PI * i) / 101),
        ]),
      ),
      areaMessages.tooMany,
    ],
    ['text that is not a polyline', 'no area here', areaMessages.malformed],
  ])('refuses %s with 400 and a readable message', async (_, area, message) => {
    const res = await search(t.app, { area });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });
});
