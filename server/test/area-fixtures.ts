import { encodePolyline, type LatLng } from '@contracts/search-area';

/*
 * A U-shaped (concave) drawn area on Rannoch Moor, where no fixture town is, and homes placed
 * around it: inside each arm and the base, in the notch between the arms (inside its bounding box
 * but outside the area), on an edge and a corner (they count as inside), and just outside.
 */
export const U_AREA: LatLng[] = [
  [56.6, -4.8],
  [56.7, -4.8],
  [56.7, -4.77],
  [56.63, -4.77],
  [56.63, -4.73],
  [56.7, -4.73],
  [56.7, -4.7],
  [56.6, -4.7],
];
export const U_AREA_ENCODED = encodePolyline(U_AREA);

export const AREA_PLACES = {
  leftArm: { latitude: 56.65, longitude: -4.79, inside: true },
  rightArm: { latitude: 56.68, longitude: -4.71, inside: true },
  base: { latitude: 56.61, longitude: -4.75, inside: true },
  notch: { latitude: 56.66, longitude: -4.75, inside: false },
  onBottomEdge: { latitude: 56.6, longitude: -4.75, inside: true },
  onNotchEdge: { latitude: 56.65, longitude: -4.77, inside: true },
  onInnerCorner: { latitude: 56.63, longitude: -4.73, inside: true },
  // About 11 metres south of the bottom edge, and as far east of the right edge.
  justSouth: { latitude: 56.5999, longitude: -4.75, inside: false },
  justEast: { latitude: 56.65, longitude: -4.6999, inside: false },
} as const;
export type AreaPlace = keyof typeof AREA_PLACES;
export const AREA_PLACE_NAMES = Object.keys(AREA_PLACES) as AreaPlace[];
export const placesInside = AREA_PLACE_NAMES.filter((name) => AREA_PLACES[name].inside);
