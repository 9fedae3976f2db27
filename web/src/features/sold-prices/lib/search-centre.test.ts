import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centreFromDistances, searchCentre } from './search-centre';

const EARTH_RADIUS_MILES = 3963.2;

/** Great-circle distance, as the server measures it, rounded as the API sends it. */
function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)) * 100) / 100;
}

/** Up to about four miles from the centre, in steps of roughly ten metres. */
const offset = fc.integer({ min: -600, max: 600 }).map((step) => step / 10_000);

describe('centreFromDistances', () => {
  it('finds the centre the distances were measured from, to within about 100 metres', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 50.2, max: 55.5, noNaN: true }),
        fc.double({ min: -4.5, max: 1.5, noNaN: true }),
        fc.array(fc.tuple(offset, offset), { minLength: 4, maxLength: 40 }),
        (latitude, longitude, offsets) => {
          const centre = { latitude, longitude };
          const points = offsets.map(([dLat, dLon]) => {
            const point = { latitude: latitude + dLat, longitude: longitude + dLon };
            return { ...point, distance: miles(centre, point) };
          });
          const spread = Math.max(...points.map((p) => p.distance));
          fc.pre(spread > 0.5);
          const estimate = centreFromDistances(points);
          // Some random layouts are too close to a line to pin down; a guess is never made then.
          if (estimate) expect(miles(centre, estimate)).toBeLessThan(0.07);
        },
      ),
    );
  });

  it('gives up on points that cannot fix a centre', () => {
    const sameSpot = { latitude: 51.4, longitude: -0.2, distance: 0.5 };
    expect(centreFromDistances([sameSpot, sameSpot, sameSpot])).toBeNull();
    expect(centreFromDistances([{ latitude: 51.4, longitude: -0.2, distance: 1 }])).toBeNull();
    expect(
      centreFromDistances([
        { latitude: 51.4, longitude: -0.2 },
        { latitude: 51.5, longitude: -0.2 },
        { latitude: 51.4, longitude: -0.1 },
      ]),
    ).toBeNull();
    const centre = { latitude: 51.4, longitude: -0.2 };
    const alongARoad = [0, 0.01, 0.02, 0.03].map((step) => ({
      latitude: 51.41 + step,
      longitude: -0.19 + step / 1000,
    }));
    expect(centreFromDistances(alongARoad.map((p) => ({ ...p, distance: miles(centre, p) })))).toBeNull();
  });

  it('finds a real layout: three Wimbledon postcodes around SW19 3ES', () => {
    const centre = { latitude: 51.417793, longitude: -0.203988 };
    const points = [
      { latitude: 51.4215, longitude: -0.2071 },
      { latitude: 51.4128, longitude: -0.1957 },
      { latitude: 51.4199, longitude: -0.1932 },
      { latitude: 51.4102, longitude: -0.2113 },
    ].map((p) => ({ ...p, distance: miles(centre, p) }));
    const estimate = centreFromDistances(points);
    expect(estimate).not.toBeNull();
    expect(miles(centre, estimate!)).toBeLessThan(0.03);
  });
});

describe('searchCentre', () => {
  it('uses the searched postcode itself when a sale there carries its position', () => {
    const points = [{ postcode: 'SW19 3ES', latitude: 51.417793, longitude: -0.203988, distance: 0 }];
    expect(searchCentre(points, 'SW19 3ES')).toEqual({ latitude: 51.417793, longitude: -0.203988 });
    expect(searchCentre(points, 'SW19 1AA')).toBeNull();
  });
});
