import type { Db } from '../db/client';
import type { NewPropertyRow } from '../modules/properties/properties.repository';
import { insertProperties } from '../modules/properties/properties.repository';
import { fixtureListings } from './test-listings';

let counter = 0;

/** One listing, first listed now unless told otherwise, with the given fields. */
export async function insertListing(db: Db, fields: Partial<NewPropertyRow>) {
  counter += 1;
  const [base] = fixtureListings(1, `saved-search-${counter}-${Math.random()}`);
  const row = { ...base!, id: crypto.randomUUID(), createdAt: new Date(), status: 'available', ...fields };
  await insertProperties(db, [row]);
  return row;
}

/** The alerts run, for tests of modules that may not import saved-searches themselves (sold-listings). */
export { queueAlerts } from '../modules/saved-searches/alerts/alert-run';
