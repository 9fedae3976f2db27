import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { properties, propertyPriceChanges, savedSearchNotices } from '../../../db/schema/index';

export interface AlertListing {
  id: string;
  title: string;
  price: number;
  city: string;
  zipCode: string;
  /** The price before the cut, for price reductions. */
  was?: number;
}

export interface AlertWindow {
  searchId: string;
  where: SQL;
  /** The window, as timestamptz text to the microsecond (the database's clock). */
  after: string;
  until: string;
  /** Most listings of each kind one e-mail names; the rest are summed up as "and N more". */
  limit: number;
}

const card = {
  id: properties.id,
  title: properties.title,
  price: properties.price,
  city: properties.city,
  zipCode: properties.zipCode,
};

const notAnnounced = (searchId: string) =>
  sql`not exists (select 1 from ${savedSearchNotices} where ${savedSearchNotices.savedSearchId} = ${searchId} and ${savedSearchNotices.propertyId} = ${properties.id})`;

/** Matching listings first listed inside the window and not announced before; one more than the limit. */
export function newListings(db: Db, w: AlertWindow): Promise<AlertListing[]> {
  return db
    .select(card)
    .from(properties)
    .where(
      and(
        w.where,
        sql`${properties.createdAt} > ${w.after}::timestamptz`,
        sql`${properties.createdAt} <= ${w.until}::timestamptz`,
        notAnnounced(w.searchId),
      ),
    )
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(w.limit + 1);
}

/**
 * Matching listings whose price fell inside the window below both their price at its start and
 * the last price announced for this search. Listings new in the window are left to newListings.
 */
export async function priceCuts(db: Db, w: AlertWindow): Promise<AlertListing[]> {
  const changes = db
    .select({
      propertyId: propertyPriceChanges.propertyId,
      // The earliest old price in the window is the price the window started with.
      was: sql<number>`(array_agg(${propertyPriceChanges.oldPrice} order by ${propertyPriceChanges.id}))[1]`.as(
        'was',
      ),
    })
    .from(propertyPriceChanges)
    .where(
      and(
        sql`${propertyPriceChanges.changedAt} > ${w.after}::timestamptz`,
        sql`${propertyPriceChanges.changedAt} <= ${w.until}::timestamptz`,
      ),
    )
    .groupBy(propertyPriceChanges.propertyId)
    .as('changes');
  const rows = await db
    .select({ ...card, was: changes.was })
    .from(properties)
    .innerJoin(changes, eq(changes.propertyId, properties.id))
    .leftJoin(
      savedSearchNotices,
      and(eq(savedSearchNotices.savedSearchId, w.searchId), eq(savedSearchNotices.propertyId, properties.id)),
    )
    .where(
      and(
        w.where,
        sql`${properties.createdAt} <= ${w.after}::timestamptz`,
        sql`${properties.price} < ${changes.was}`,
        sql`(${savedSearchNotices.price} is null or ${properties.price} < ${savedSearchNotices.price})`,
      ),
    )
    .orderBy(sql`${changes.was} - ${properties.price} desc`, desc(properties.id))
    .limit(w.limit + 1);
  return rows.map((row) => ({ ...row, was: Number(row.was) }));
}

/** Remembers what was announced, at which price, so nothing is announced twice. */
export async function recordNotices(db: Db, searchId: string, listings: AlertListing[]) {
  if (listings.length === 0) return;
  await db
    .insert(savedSearchNotices)
    .values(listings.map((l) => ({ savedSearchId: searchId, propertyId: l.id, price: l.price })))
    .onConflictDoUpdate({
      target: [savedSearchNotices.savedSearchId, savedSearchNotices.propertyId],
      set: { price: sql`excluded.price`, notifiedAt: sql`now()` },
    });
}
