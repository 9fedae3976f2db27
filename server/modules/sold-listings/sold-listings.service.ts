import type { Property } from '@contracts/property';
import { soldListingMessages, type SoldListingPage, type SoldListingsQuery } from '@contracts/sold-listing';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { getProperty } from '../properties/properties.service';
import * as repo from './sold-listings.repository';

/**
 * Undoes a wrong match: the listing is for sale again, and the job never marks it again for that
 * sale (a later sale of the address still counts). The listing's owner or an administrator only:
 * 404 for an unknown listing, 403 for anyone else, 404 when it is not marked sold.
 */
export async function undoSoldMatch(
  db: Db,
  user: { id: string; isAdmin: boolean },
  propertyId: string,
  now: Date,
): Promise<Property> {
  const listing = await getProperty(db, propertyId);
  if (listing.ownerId !== user.id && !user.isAdmin) throw forbidden(soldListingMessages.notYours);
  await db.transaction(async (tx) => {
    const mark = await repo.currentMark(tx, propertyId);
    if (!mark) throw notFound(soldListingMessages.notMarked);
    await repo.markUndone(tx, mark, user.id, now);
    await repo.syncSoldColumns(tx, propertyId);
  });
  return getProperty(db, propertyId);
}

export async function soldListingPage(db: Db, query: SoldListingsQuery): Promise<SoldListingPage> {
  const [items, total] = await Promise.all([
    repo.soldListings(db, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    repo.countSoldListings(db),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
