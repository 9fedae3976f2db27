import { districtCentroid, findPostcode, sectorCentroid } from '../postcodes/postcodes.repository';
import type { Db } from '../../db/client';
import type { LocationTerm } from './location-query';

type PostcodeTerm = Extract<LocationTerm, { compact: string }>;

/**
 * Where a postcode term is: a full postcode's own position (else its sector's, else its
 * district's centre), a sector's centre (else its district's), a district's published centre.
 * Terms are compact ('SW193ES', 'SW193', 'SW19'); the inward code is always three characters.
 */
export async function postcodeCentre(db: Db, term: PostcodeTerm) {
  const { compact } = term;
  if (term.kind === 'postcode') {
    const outward = compact.slice(0, -3);
    return (
      (await findPostcode(db, `${outward} ${compact.slice(-3)}`)) ??
      (await sectorCentroid(db, `${outward} ${compact.slice(-3, -2)}`)) ??
      districtCentroid(db, outward)
    );
  }
  if (term.kind === 'sector') {
    const outward = compact.slice(0, -1);
    return (await sectorCentroid(db, `${outward} ${compact.slice(-1)}`)) ?? districtCentroid(db, outward);
  }
  return districtCentroid(db, compact);
}
