import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Grid cells for radius searches (issue 21). A cell is a square of 1/perDegree of a degree of
 * latitude by as much of longitude, numbered by one integer. Indexed, a cell number gives the
 * planner what the GiST cube never did: statistics of how many listings a place holds, so it can
 * tell a city's circle (walk the newest listings until the page is full) from a village's (read
 * its few cells).
 */

/** Cell sizes by search radius: the circle's box then covers at most a few dozen cells. */
export const CELL_LEVELS = [
  { upToMiles: 1, perDegree: 100 },
  { upToMiles: 10, perDegree: 10 },
  { upToMiles: Infinity, perDegree: 1 },
] as const;
export type CellsPerDegree = (typeof CELL_LEVELS)[number]['perDegree'];

/** The cell size a search of this radius uses. */
export const cellsPerDegreeFor = (miles: number): CellsPerDegree =>
  CELL_LEVELS.find((level) => miles <= level.upToMiles)!.perDegree;

/** Rows of cells per degree of latitude never meet: longitude cells run from -18,000 to 18,000. */
const ROW_STRIDE = 40_000;

const numbered = (row: number, column: number) => row * ROW_STRIDE + column;

/** The cell of a position (what cellExpression computes in SQL). */
export const cellNumber = (latitude: number, longitude: number, perDegree: CellsPerDegree) =>
  numbered(Math.floor(latitude * perDegree), Math.floor(longitude * perDegree));

/**
 * A row's cell number in SQL; numeric columns, so the products are exact. Indexes and searches
 * must write the same expression (the planner matches them), hence one function for both.
 */
export const cellExpression = (at: { latitude: Column; longitude: Column }, perDegree: CellsPerDegree): SQL =>
  sql`(floor(${at.latitude} * ${sql.raw(String(perDegree))})::int * ${sql.raw(String(ROW_STRIDE))} + floor(${at.longitude} * ${sql.raw(String(perDegree))})::int)`;

/** The earthdistance extension's earth radius, in metres. */
const EARTH_RADIUS_M = 6_378_168;
/** A little more than the circle's box, so rounding never leaves out a cell the circle touches. */
const MARGIN = 1.01;

interface LatLon {
  latitude: number;
  longitude: number;
}

/** A latitude/longitude box holding the circle of `metres` around the centre (a little larger). */
export function circleBox(centre: LatLon, metres: number) {
  const latitudeDegrees = ((metres / EARTH_RADIUS_M) * 180 * MARGIN) / Math.PI;
  const south = Math.max(-90, centre.latitude - latitudeDegrees);
  const north = Math.min(90, centre.latitude + latitudeDegrees);
  // A degree of longitude is shortest at the box's poleward edge: the box is widest there.
  const poleward = Math.min(89.9, Math.max(Math.abs(south), Math.abs(north)));
  const longitudeDegrees = Math.min(180, latitudeDegrees / Math.cos((poleward * Math.PI) / 180));
  const west = Math.max(-180, centre.longitude - longitudeDegrees);
  const east = Math.min(180, centre.longitude + longitudeDegrees);
  return { south, north, west, east };
}

/** Every cell the circle of `metres` around the centre touches (and a few it does not). */
export function cellsAround(centre: LatLon, metres: number, perDegree: CellsPerDegree): number[] {
  const { south, north, west, east } = circleBox(centre, metres);
  const cells: number[] = [];
  for (let row = Math.floor(south * perDegree); row <= Math.floor(north * perDegree); row++)
    for (let column = Math.floor(west * perDegree); column <= Math.floor(east * perDegree); column++)
      cells.push(numbered(row, column));
  return cells;
}
