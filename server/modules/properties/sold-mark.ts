import { isNull } from 'drizzle-orm';
import { properties } from '../../db/schema/index';

/**
 * Listings still offered for sale: not marked sold by an HM Land Registry sale of their address
 * (modules/sold-listings). Searches, alerts (through searchCondition), the plain listing pages
 * and recommendations leave the others out; the listing's own page, its owner's and the admin
 * panel's lists still show them, saying they sold.
 */
export const notMarkedSold = isNull(properties.soldDate);
