import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_MAX_POINTS,
  areaMessages,
  decodePolyline,
  encodePolyline,
  GB_BOUNDS,
  type LatLng,
  parseSearchArea,
  rectangleArea,
  ringCrossesItself,
  segmentsIntersect,
} from './search-area';
import { searchAreaSchema } from './search-area-schema';

const coordinate = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 1e5), max: Math.round(max * 1e5) }).map((n) => n / 1e5);
const anyPoint = fc.tuple(coordinate(-90, 90), coordinate(-180, 180));
const gbPoint = fc.tuple(
  coordinate(GB_BOUNDS.south, GB_BOUNDS.north),
  coordinate(GB_BOUNDS.west, GB_BOUNDS.east),
);

/** A convex polygon never crosses itself: corners on a circle, in angle order. */
const convexRing = fc
  .record({
    lat: coordinate(51, 58),
    lng: coordinate(-4, 0),
    // Corners at least 10 degrees of arc apart, so rounding to 5 decimals cannot flatten a turn.
    radius: fc.double({ min: 0.05, max: 0.5, noNaN: true }),
    angles: fc.uniqueArray(
      fc.integer({ min: 0, max: 35 }).map((n) => n * 10),
      { minLength: 3, maxLength: 36 },
    ),
  })
  .map(({ lat, lng, radius, angles }): LatLng[] =>
    angles
      .sort((a, b) => a - b)
      .map((deg) => [
        lat + radius * Math.sin((deg * Math.PI) / 180),
        lng + radius * Math.cos((deg * Math.PI) / 180),
      ]),
  );

const steps = (points: LatLng[]) =>
  points.map(([a, b]) => [Math.round(a * 1e5), Math.round(b * 1e5)] as const);
const messageOf = (text: string) => {
  const parsed = searchAreaSchema.safeParse(text);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('encoded polylines', () => {
  it("decodes Google's documented example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
    expect(
      encodePolyline([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('round-trips any points at precision 5', () => {
    fc.assert(
      fc.property(fc.array(anyPoint, { maxLength: 120 }), (points) => {
        expect(decodePolyline(encodePolyline(points))).toEqual(points);
      }),
    );
  });

  it('refuses text that is not a polyline instead of guessing', () => {
    expect(decodePolyline('hello world')).toBeNull(); // a space is below the alphabet
    expect(decodePolyline('_p~iF~ps|U_')).toBeNull(); // cut off inside a number
    expect(decodePolyline('_p~iF')).toBeNull(); // a latitude without its longitude
    fc.assert(
      fc.property(fc.string(), (text) => {
        const points = decodePolyline(text);
        if (points) expect(encodePolyline(points).length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});

describe('segmentsIntersect', () => {
  it('is symmetric and agrees with a crossing in the middle', () => {
    const step = fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }));
    fc.assert(
      fc.property(step, step, step, step, (a, b, c, d) => {
        const r = segmentsIntersect(a, b, c, d);
        expect(segmentsIntersect(c, d, a, b)).toBe(r);
        expect(segmentsIntersect(b, a, d, c)).toBe(r);
        // Every segment meets itself and any segment through one of its ends.
        expect(segmentsIntersect(a, b, b, c)).toBe(true);
      }),
    );
    expect(segmentsIntersect([0, 0], [10, 10], [0, 10], [10, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [10, 0], [0, 1], [10, 1])).toBe(false);
    expect(segmentsIntersect([0, 0], [10, 0], [5, 0], [20, 0])).toBe(true); // overlapping
    expect(segmentsIntersect([0, 0], [10, 0], [11, 0], [20, 0])).toBe(false); // same line, apart
  });

  it('finds a bow tie but not a convex ring', () => {
    const bowTie = [
      [0, 0],
      [10, 10],
      [10, 0],
      [0, 10],
    ] as const;
    expect(ringCrossesItself(bowTie)).toBe(true);
    fc.assert(
      fc.property(convexRing, (ring) => {
        expect(ringCrossesItself(steps(ring))).toBe(false);
      }),
    );
  });

  it('finds a ring made to cross by swapping two neighbouring corners of a convex one', () => {
    fc.assert(
      fc.property(
        convexRing.filter((r) => r.length >= 4),
        fc.nat(),
        (ring, seed) => {
          const i = seed % ring.length;
          const j = (i + 1) % ring.length;
          const crossed = [...ring];
          [crossed[i], crossed[j]] = [crossed[j]!, crossed[i]!];
          expect(ringCrossesItself(steps(crossed))).toBe(true);
        },
      ),
    );
  });
});

describe('searchAreaSchema', () => {
  const london: LatLng[] = [
    [51.5, -0.2],
    [51.6, -0.2],
    [51.6, 0],
    [51.5, 0],
  ];

  it('takes a valid area and gives back its canonical encoding', () => {
    const encoded = encodePolyline(london);
    expect(searchAreaSchema.parse(encoded)).toBe(encoded);
    // A closing corner equal to the first, or a double click, adds nothing.
    expect(searchAreaSchema.parse(encodePolyline([...london, london[0]!]))).toBe(encoded);
    expect(searchAreaSchema.parse(encodePolyline([london[0]!, ...london]))).toBe(encoded);
  });

  it('accepts every convex ring in Great Britain of 3 to 100 corners, and is stable', () => {
    fc.assert(
      fc.property(convexRing, (ring) => {
        const parsed = parseSearchArea(encodePolyline(ring));
        if (!parsed.ok) throw new Error(parsed.message);
        expect(searchAreaSchema.parse(parsed.encoded)).toBe(parsed.encoded);
      }),
    );
  });

  it('refuses each bad area with its own message', () => {
    expect(messageOf(encodePolyline(london.slice(0, 2)))).toBe(areaMessages.tooFew);
    expect(messageOf(encodePolyline([london[0]!, london[1]!, london[0]!]))).toBe(areaMessages.tooFew);
    expect(
      messageOf(
        encodePolyline([
          [51.5, -0.2],
          [51.6, 0],
          [51.6, -0.2],
          [51.5, 0],
        ]),
      ),
    ).toBe(areaMessages.crosses);
    // Three corners on one line enclose nothing.
    expect(
      messageOf(
        encodePolyline([
          [51.5, -0.2],
          [51.55, -0.1],
          [51.6, 0],
        ]),
      ),
    ).toBe(areaMessages.crosses);
    const paris: LatLng[] = [
      [48.8, 2.3],
      [48.9, 2.3],
      [48.9, 2.4],
    ];
    expect(messageOf(encodePolyline(paris))).toBe(areaMessages.outside);
    expect(messageOf(encodePolyline([...london.slice(0, 3), [61.2, -1.2]]))).toBe(areaMessages.outside);
    expect(messageOf('not a polyline!')).toBe(areaMessages.malformed);
    expect(searchAreaSchema.safeParse(42).error?.issues[0]?.message).toBe(areaMessages.notText);
  });

  it('refuses more than 100 corners, however they are drawn', () => {
    const ring = (n: number): LatLng[] =>
      Array.from({ length: n }, (_, i) => [
        53 + 0.5 * Math.sin((2 * Math.PI * i) / n),
        -2 + 0.5 * Math.cos((2 * Math.PI * i) / n),
      ]);
    expect(messageOf(encodePolyline(ring(AREA_MAX_POINTS)))).toBeNull();
    expect(messageOf(encodePolyline(ring(AREA_MAX_POINTS + 1)))).toBe(areaMessages.tooMany);
    expect(messageOf('_'.repeat(5000))).toBe(areaMessages.tooMany);
  });

  it('accepts any rectangle of the map in Great Britain', () => {
    fc.assert(
      fc.property(gbPoint, gbPoint, ([lat1, lng1], [lat2, lng2]) => {
        fc.pre(Math.abs(lat1 - lat2) > 1e-4 && Math.abs(lng1 - lng2) > 1e-4);
        const box = {
          south: Math.min(lat1, lat2),
          north: Math.max(lat1, lat2),
          west: Math.min(lng1, lng2),
          east: Math.max(lng1, lng2),
        };
        expect(messageOf(rectangleArea(box))).toBeNull();
      }),
    );
  });
});
