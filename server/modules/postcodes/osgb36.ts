/**
 * OSGB36 National Grid eastings/northings to WGS84 latitude/longitude, ported from
 * shared/data/tools/osgb36_to_wgs84.py (Ordnance Survey, "A guide to coordinate systems in Great
 * Britain"): inverse Transverse Mercator on the Airy 1830 ellipsoid, then the 7-parameter Helmert
 * transformation to WGS84. Accuracy about 5 m, ample for postcode centroids.
 */

const AIRY_A = 6377563.396;
const AIRY_B = 6356256.909;
const F0 = 0.9996012717;
const LAT0 = (49 * Math.PI) / 180;
const LON0 = (-2 * Math.PI) / 180;
const N0 = -100000;
const E0 = 400000;
const WGS_A = 6378137.0;
const WGS_B = 6356752.3141;
const TX = 446.448;
const TY = -125.157;
const TZ = 542.06;
const S = -20.4894e-6;
const arcSeconds = (v: number) => ((v / 3600) * Math.PI) / 180;
const RX = arcSeconds(0.1502);
const RY = arcSeconds(0.247);
const RZ = arcSeconds(0.8421);

/** Latitude and longitude in radians on the OSGB36 (Airy 1830) datum. */
export function gridToOsgb36(easting: number, northing: number): { phi: number; lambda: number } {
  const a = AIRY_A;
  const b = AIRY_B;
  const e2 = 1 - (b * b) / (a * a);
  const n = (a - b) / (a + b);
  let lat = LAT0;
  let m = 0;
  do {
    lat = (northing - N0 - m) / (a * F0) + lat;
    const ma = (1 + n + (5 / 4) * n ** 2 + (5 / 4) * n ** 3) * (lat - LAT0);
    const mb = (3 * n + 3 * n ** 2 + (21 / 8) * n ** 3) * Math.sin(lat - LAT0) * Math.cos(lat + LAT0);
    const mc =
      ((15 / 8) * n ** 2 + (15 / 8) * n ** 3) * Math.sin(2 * (lat - LAT0)) * Math.cos(2 * (lat + LAT0));
    const md = (35 / 24) * n ** 3 * Math.sin(3 * (lat - LAT0)) * Math.cos(3 * (lat + LAT0));
    m = b * F0 * (ma - mb + mc - md);
  } while (Math.abs(northing - N0 - m) >= 0.00001);
  const sl = Math.sin(lat);
  const cl = Math.cos(lat);
  const nu = (a * F0) / Math.sqrt(1 - e2 * sl * sl);
  const rho = (a * F0 * (1 - e2)) / (1 - e2 * sl * sl) ** 1.5;
  const eta2 = nu / rho - 1;
  const tl = Math.tan(lat);
  const vii = tl / (2 * rho * nu);
  const viii = (tl / (24 * rho * nu ** 3)) * (5 + 3 * tl ** 2 + eta2 - 9 * tl ** 2 * eta2);
  const ix = (tl / (720 * rho * nu ** 5)) * (61 + 90 * tl ** 2 + 45 * tl ** 4);
  const x = 1 / (cl * nu);
  const xi = (1 / (cl * 6 * nu ** 3)) * (nu / rho + 2 * tl ** 2);
  const xii = (1 / (cl * 120 * nu ** 5)) * (5 + 28 * tl ** 2 + 24 * tl ** 4);
  const xiia = (1 / (cl * 5040 * nu ** 7)) * (61 + 662 * tl ** 2 + 1320 * tl ** 4 + 720 * tl ** 6);
  const de = easting - E0;
  return {
    phi: lat - vii * de ** 2 + viii * de ** 4 - ix * de ** 6,
    lambda: LON0 + x * de - xi * de ** 3 + xii * de ** 5 - xiia * de ** 7,
  };
}

function toCartesian(phi: number, lambda: number, a: number, b: number) {
  const e2 = 1 - (b * b) / (a * a);
  const nu = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  return {
    x: nu * Math.cos(phi) * Math.cos(lambda),
    y: nu * Math.cos(phi) * Math.sin(lambda),
    z: (1 - e2) * nu * Math.sin(phi),
  };
}

function fromCartesian(x: number, y: number, z: number, a: number, b: number) {
  const e2 = 1 - (b * b) / (a * a);
  const p = Math.sqrt(x * x + y * y);
  let phi = Math.atan2(z, p * (1 - e2));
  // Converges in a handful of steps; the cap keeps a NaN or infinite input from spinning forever.
  for (let step = 0; step < 50; step++) {
    const nu = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
    const next = Math.atan2(z + e2 * nu * Math.sin(phi), p);
    const done = Math.abs(next - phi) < 1e-12;
    phi = next;
    if (done) break;
  }
  return { phi, lambda: Math.atan2(y, x) };
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

/** National Grid easting/northing (metres) to WGS84 latitude/longitude (degrees). */
export function gridToWgs84(easting: number, northing: number): { latitude: number; longitude: number } {
  const { phi, lambda } = gridToOsgb36(easting, northing);
  const { x, y, z } = toCartesian(phi, lambda, AIRY_A, AIRY_B);
  const s1 = 1 + S;
  const x2 = TX + s1 * x - RZ * y + RY * z;
  const y2 = TY + RZ * x + s1 * y - RX * z;
  const z2 = TZ - RY * x + RX * y + s1 * z;
  const wgs = fromCartesian(x2, y2, z2, WGS_A, WGS_B);
  return { latitude: degrees(wgs.phi), longitude: degrees(wgs.lambda) };
}
