import { type SQL, sql } from 'drizzle-orm';

/**
 * A standard residential sale: PPD category A (a sale at full market value to a private buyer)
 * of a detached, semi-detached, terraced house or a flat, never property type O (Other: garages,
 * storage lockers, parking spaces, shops, land). Area figures (a property's nearby sales and
 * their average, sector medians, area medians) count only these, as HM Land Registry's own house
 * price statistics do: category B also holds repossessions and bulk or portfolio transfers whose
 * price is not one home's. Every type O sale is category B in HM Land Registry's data; the
 * property type is tested as well so a file that says otherwise changes nothing.
 * `alias` names the sold_properties relation; both columns are in its covering postcode index.
 */
export const isStandardResidential = (alias = 's'): SQL =>
  sql`${sql.identifier(alias)}.category = 'A' AND ${sql.identifier(alias)}.property_type <> 'O'`;
