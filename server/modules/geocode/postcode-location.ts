import type { GeocodeResult } from '@contracts/geocode';
import { toNormalised, toOutcode, toSector, validOutcode } from 'postcode';
import type { Db } from '../../db/client';
import { districtCentroid, findPostcode, sectorCentroid } from '../postcodes/postcodes.repository';

/**
 * A postcode's position from the project's own postcode table: the postcode itself, else the
 * centre of its sector (`SW19 3`), else of its outward code (`SW19`). Also takes a sector or an
 * outward code on its own. Null when none of them is loaded.
 */
export async function locatePostcode(db: Db, text: string): Promise<GeocodeResult | null> {
  const compact = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const full = toNormalised(compact);
  if (full) {
    const exact = await findPostcode(db, full);
    if (exact) return { ...exact, precision: 'postcode' };
  }
  const sector = full ? toSector(full) : /^[A-Z0-9]{2,4} \d$/.test(compact) ? compact : null;
  const inSector = sector && validOutcode(sector.split(' ')[0]!) ? await sectorCentroid(db, sector) : null;
  if (inSector) return { ...inSector, precision: 'sector' };
  const outward = full ? toOutcode(full) : (sector?.split(' ')[0] ?? compact);
  const inDistrict = outward && validOutcode(outward) ? await districtCentroid(db, outward) : null;
  return inDistrict ? { ...inDistrict, precision: 'district' } : null;
}
