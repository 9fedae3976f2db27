/** Positions as Leaflet takes them: [latitude, longitude]. */
export type LatLng = [number, number];

/** A label's extent around its anchor point, in screen pixels (negative is left / up). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const TILE_SIZE = 256;
// Leaflet's Web Mercator stops here; beyond it y is infinite.
const MAX_LATITUDE = 85.0511287798;

/**
 * Where a position lands in Leaflet's pixel space at a zoom (Web Mercator, 256 px tiles), so
 * label sizes can be compared with distances without a map instance (and in tests).
 */
export function toPixels([lat, lng]: LatLng, zoom: number): [number, number] {
  const scale = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = ((lng + 180) / 360) * scale;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  return [x, y];
}

/** The box placed at a pixel position. */
export const boxAt = ([x, y]: [number, number], box: Box): Box => ({
  left: x + box.left,
  top: y + box.top,
  right: x + box.right,
  bottom: y + box.bottom,
});

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
