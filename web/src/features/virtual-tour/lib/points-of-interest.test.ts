import { describe, expect, it } from 'vitest';
import { milesLabel, pointsOfInterest } from './points-of-interest';

const HOME: [number, number] = [51.4214, -0.2064];

/** Equirectangular distance: plenty accurate at under a kilometre. */
function metresBetween([lat1, lng1]: [number, number], [lat2, lng2]: [number, number]) {
  const x = (lng2 - lng1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.hypot(lat2 - lat1, x) * 111_320;
}

describe('pointsOfInterest', () => {
  it('gives transport, shopping and green space, each 150 to 450 m from the home', () => {
    const points = pointsOfInterest(HOME, 'a3f1c2d4-0000-4000-8000-000000000001');
    expect(points.map((p) => p.label)).toEqual(['Local transport', 'Shopping centre', 'Green space']);
    for (const point of points) {
      expect(point.metres).toBeGreaterThanOrEqual(150);
      expect(point.metres).toBeLessThanOrEqual(450);
      expect(metresBetween(HOME, point.position)).toBeCloseTo(point.metres, 0);
    }
  });

  it('is the same for the same listing and differs between listings', () => {
    const id = 'a3f1c2d4-0000-4000-8000-000000000001';
    expect(pointsOfInterest(HOME, id)).toEqual(pointsOfInterest(HOME, id));
    expect(pointsOfInterest(HOME, id)).not.toEqual(pointsOfInterest(HOME, `${id.slice(0, -1)}2`));
  });

  it('spreads the three round the compass', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const [a, b, c] = pointsOfInterest(HOME, seed).map((p) => p.position);
      // At least 60° apart and 150 m out: never closer than 150 m to each other.
      for (const [p, q] of [
        [a, b],
        [b, c],
        [a, c],
      ] as const)
        expect(metresBetween(p!, q!)).toBeGreaterThanOrEqual(149);
    }
  });

  it('writes distances in miles', () => {
    expect(milesLabel(483)).toBe('0.3 miles');
  });
});
