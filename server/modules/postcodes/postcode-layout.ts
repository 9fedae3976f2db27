import { toOutcode, validOutcode } from 'postcode';
import { normalisePostcode } from '../../lib/postcode';
import { gridToWgs84 } from './osgb36';

/**
 * Postcode coordinate files, detected from their first record:
 * - a header naming a postcode column (`postcode`, ONSPD `pcds`/`pcd2`/`pcd`) and either
 *   `latitude`/`longitude` (ONSPD `lat`/`long`) or grid `eastings`/`northings` (`oseast1m`/`osnrth1m`);
 *   ONSPD's `doterm` marks terminated postcodes;
 * - a header naming an outward code (`outcode`) with `latitude`/`longitude`: district centroids;
 * - OS Code-Point Open: no header; postcode, positional quality, eastings, northings, ...
 */

export interface PostcodeRow {
  postcode: string;
  latitude: number;
  longitude: number;
  outwardCode: string;
  terminated: boolean;
}

export interface DistrictRow {
  outwardCode: string;
  latitude: number;
  longitude: number;
}

export type PostcodeParse =
  | { kind: 'postcode'; row: PostcodeRow }
  | { kind: 'district'; row: DistrictRow }
  /** A real postcode the source has no position for (ONSPD lat 99.999999, Code-Point quality 90). */
  | { kind: 'no-coordinates' }
  | { kind: 'reject'; reason: string };

export interface PostcodeLayout {
  name: string;
  parse(fields: readonly string[]): PostcodeParse;
}

export type PostcodeLayoutDetection =
  { kind: 'header' | 'headerless'; layout: PostcodeLayout } | { kind: 'unknown'; reason: string };

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function findColumn(header: readonly string[], names: readonly string[]): number | undefined {
  for (const name of names) {
    const index = header.findIndex((h) => key(h) === name);
    if (index >= 0) return index;
  }
  return undefined;
}

/** Great Britain, Northern Ireland, the Channel Islands and the Isle of Man, with a margin. */
const inUk = (lat: number, lon: number) => lat >= 49 && lat <= 61.5 && lon >= -9 && lon <= 2.5;
/** ONSPD writes 99.999999 / 0.000000 for postcodes it has no position for. */
const NO_LATITUDE = 99.999999;

const number = (raw: string | undefined) => {
  const text = (raw ?? '').trim();
  return text === '' ? NaN : Number(text);
};

function position(lat: number, lon: number): { latitude: number; longitude: number } | 'none' | 'invalid' {
  if (lat === NO_LATITUDE || (lat === 0 && lon === 0)) return 'none';
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return 'invalid';
  return inUk(lat, lon) ? { latitude: lat, longitude: lon } : 'invalid';
}

function gridPosition(easting: number, northing: number) {
  if (easting === 0 && northing === 0) return 'none' as const;
  if (!(easting > 0 && easting < 800_000 && northing > 0 && northing < 1_300_000)) return 'invalid' as const;
  return gridToWgs84(easting, northing);
}

function postcodeRow(
  rawPostcode: string,
  coords: ReturnType<typeof position>,
  terminated: boolean,
): PostcodeParse {
  const postcode = normalisePostcode(rawPostcode);
  if (!postcode) return { kind: 'reject', reason: `invalid postcode "${rawPostcode}"` };
  if (coords === 'none') return { kind: 'no-coordinates' };
  if (coords === 'invalid') return { kind: 'reject', reason: `invalid coordinates for ${postcode}` };
  const outwardCode = toOutcode(postcode) ?? postcode.split(' ')[0] ?? postcode;
  return { kind: 'postcode', row: { postcode, ...coords, outwardCode, terminated } };
}

function fromHeader(header: readonly string[]): PostcodeLayoutDetection {
  const lat = findColumn(header, ['latitude', 'lat']);
  const lon = findColumn(header, ['longitude', 'long', 'lon', 'lng']);
  const outcode = findColumn(header, ['outcode', 'outwardcode', 'postcodedistrict']);
  const pc = findColumn(header, ['pcds', 'postcode', 'pcd2', 'pcd', 'pcd7', 'pcd8']);
  const doterm = findColumn(header, ['doterm']);
  const east = findColumn(header, ['eastings', 'easting', 'oseast1m']);
  const north = findColumn(header, ['northings', 'northing', 'osnrth1m']);
  const width = header.length;
  const wrongWidth = (fields: readonly string[]): PostcodeParse | undefined =>
    fields.length === width
      ? undefined
      : { kind: 'reject', reason: `expected ${width} fields, found ${fields.length}` };

  /** A file of postcodes whose position `place` reads, by latitude and longitude or by grid. */
  const postcodes = (
    pcColumn: number,
    name: string,
    place: (f: readonly string[]) => ReturnType<typeof position>,
  ): PostcodeLayoutDetection => ({
    kind: 'header',
    layout: {
      name,
      parse: (f) =>
        wrongWidth(f) ??
        postcodeRow(f[pcColumn] ?? '', place(f), doterm !== undefined && (f[doterm] ?? '').trim() !== ''),
    },
  });

  if (pc !== undefined && lat !== undefined && lon !== undefined) {
    return postcodes(pc, doterm === undefined ? 'postcode-lat-long' : 'onspd', (f) =>
      position(number(f[lat]), number(f[lon])),
    );
  }
  if (pc !== undefined && east !== undefined && north !== undefined) {
    return postcodes(pc, 'postcode-grid', (f) => gridPosition(number(f[east]), number(f[north])));
  }
  if (outcode !== undefined && lat !== undefined && lon !== undefined) {
    return {
      kind: 'header',
      layout: {
        name: 'district-centroids',
        parse: (f) => {
          const bad = wrongWidth(f);
          if (bad) return bad;
          const outwardCode = (f[outcode] ?? '').trim().toUpperCase();
          if (!validOutcode(outwardCode))
            return { kind: 'reject', reason: `invalid outward code "${f[outcode]}"` };
          const coords = position(number(f[lat]), number(f[lon]));
          if (coords === 'none') return { kind: 'no-coordinates' };
          if (coords === 'invalid')
            return { kind: 'reject', reason: `invalid coordinates for ${outwardCode}` };
          return { kind: 'district', row: { outwardCode, ...coords } };
        },
      },
    };
  }
  return {
    kind: 'unknown',
    reason: 'not a postcode file (no postcode/outcode column with coordinates in the header)',
  };
}

/** Code-Point Open: Postcode, Positional_quality_indicator, Eastings, Northings, ... (no header). */
const CODE_POINT_OPEN: PostcodeLayout = {
  name: 'code-point-open',
  parse(f) {
    if (f.length < 4) return { kind: 'reject', reason: `expected at least 4 fields, found ${f.length}` };
    if ((f[1] ?? '').trim() === '90') return postcodeRow(f[0] ?? '', 'none', false);
    return postcodeRow(f[0] ?? '', gridPosition(number(f[2]), number(f[3])), false);
  },
};

export function detectPostcodeLayout(first: readonly string[]): PostcodeLayoutDetection {
  const looksLikeCodePoint =
    first.length >= 4 &&
    normalisePostcode(first[0] ?? '') !== null &&
    first.slice(1, 4).every((f) => /^\s*\d+\s*$/.test(f));
  if (looksLikeCodePoint) return { kind: 'headerless', layout: CODE_POINT_OPEN };
  return fromHeader(first);
}
