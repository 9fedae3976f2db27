import { areaBounds, decodePolyline, type LatLng } from '@contracts/search-area';
import { type Column, type SQL, sql } from 'drizzle-orm';

/** An area as PostgreSQL's polygon text, '((x,y),...)' with x = longitude and y = latitude. */
export const polygonText = (points: readonly LatLng[]) =>
  `(${points.map(([lat, lng]) => `(${lng},${lat})`).join(',')})`;

/**
 * Rows whose position is inside a drawn area (docs/decisions/0020). First the area's bounding box
 * as plain comparisons on the columns (what a btree or the planner's estimates can use), then
 * PostgreSQL's own `polygon @> point` (built in, no PostGIS), which counts a point on an edge or a
 * corner as inside. `area` is an encoded polyline the contract has already checked.
 */
export function insideArea(area: string, at: { latitude: Column | SQL; longitude: Column | SQL }): SQL {
  const points = decodePolyline(area) ?? [];
  const box = areaBounds(points);
  return sql`(${at.latitude} >= ${box.south} and ${at.latitude} <= ${box.north}
    and ${at.longitude} >= ${box.west} and ${at.longitude} <= ${box.east}
    and ${polygonText(points)}::polygon @> point(${at.longitude}::float8, ${at.latitude}::float8))`;
}
