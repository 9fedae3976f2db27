import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_RADII } from '@contracts/property';
import { cellNumber, cellsAround, cellsPerDegreeFor, circleBox } from './grid-cell';
const MILE_METRES = 1609.344;

const EARTH_RADIUS_M = 6_378_168;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (angle: number) => (angle * 180) / Math.PI;

/** The point `metres` from the start along a great circle at `bearing` (radians). */
function destination(start: { latitude: number; longitude: number }, metres: number, bearing: number) {
  const angle = metres / EARTH_RADIUS_M;
  const lat = radians(start.latitude);
  const lat2 = Math.asin(
    Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(bearing),
  );
  const lng2 =
    radians(start.longitude) +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat),
      Math.cos(angle) - Math.sin(lat) * Math.sin(lat2),
    );
  return { latitude: degrees(lat2), longitude: degrees(lng2) };
}

/** Spread evenly over the range (fc.double favours the ends and zero). */
const uniform = (min: number, max: number) =>
  fc.integer({ min: 0, max: 1_000_000 }).map((step) => min + ((max - min) * step) / 1_000_000);

describe('grid cells of a radius search', () => {
  it('cover every point of the circle, whatever its centre and radius', () => {
    fc.assert(
      fc.property(
        uniform(-70, 70),
        uniform(-170, 170),
        fc.constantFrom(...SEARCH_RADII.filter((miles) => miles > 0)),
        uniform(0, 1),
        uniform(0, 2 * Math.PI),
        (latitude, longitude, miles, fraction, bearing) => {
          const centre = { latitude, longitude };
          const metres = miles * MILE_METRES;
          const point = destination(centre, metres * fraction, bearing);
          const box = circleBox(centre, metres);
          expect(point.latitude).toBeGreaterThanOrEqual(box.south);
          expect(point.latitude).toBeLessThanOrEqual(box.north);
          expect(point.longitude).toBeGreaterThanOrEqual(box.west);
          expect(point.longitude).toBeLessThanOrEqual(box.east);
          const perDegree = cellsPerDegreeFor(miles);
          expect(cellsAround(centre, metres, perDegree)).toContain(
            cellNumber(point.latitude, point.longitude, perDegree),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keep the circle to a few dozen cells at every radius', () => {
    for (const miles of SEARCH_RADII.filter((r) => r > 0)) {
      const cells = cellsAround(
        { latitude: 58.5, longitude: -3 },
        miles * MILE_METRES,
        cellsPerDegreeFor(miles),
      );
      expect(cells.length, `${miles} miles`).toBeLessThanOrEqual(40);
    }
  });

  it('numbers neighbouring cells apart, across the equator and the prime meridian', () => {
    const numbers = new Set<number>();
    for (const latitude of [-0.015, -0.005, 0.005, 0.015])
      for (const longitude of [-0.015, -0.005, 0.005, 0.015])
        numbers.add(cellNumber(latitude, longitude, 100));
    expect(numbers.size).toBe(16);
  });
});
