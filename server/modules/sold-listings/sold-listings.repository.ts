import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { dataLoads, listingSaleMatches, properties, users } from '../../db/schema/index';
import { DERIVED_MARKER_PREFIX } from '../sold/data-version';

/** The data_loads row that says which state of the sold data the listings were last checked against. */
export const SOLD_LISTINGS_MARKER = `${DERIVED_MARKER_PREFIX}sold-listings`;

export async function checkedVersion(db: Db): Promise<string | null> {
  const [marker] = await db
    .select({ details: dataLoads.details })
    .from(dataLoads)
    .where(eq(dataLoads.name, SOLD_LISTINGS_MARKER));
  return (marker?.details as { version?: string } | undefined)?.version ?? null;
}

export async function recordCheckedVersion(db: Db, version: string, now: Date) {
  await db
    .insert(dataLoads)
    .values({ name: SOLD_LISTINGS_MARKER, details: { version }, loadedAt: now })
    .onConflictDoUpdate({ target: dataLoads.name, set: { details: { version }, loadedAt: now } });
}

export interface ListingToCheck {
  id: string;
  title: string;
  address: string;
  city: string;
  zipCode: string;
  createdAt: Date;
  ownerId: string | null;
}

/** The next `limit` listings after `afterId` in id order: a million are read a page at a time. */
export const listingsToCheck = (db: Db, afterId: string | null, limit: number): Promise<ListingToCheck[]> =>
  db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      zipCode: properties.zipCode,
      createdAt: properties.createdAt,
      ownerId: properties.ownerId,
    })
    .from(properties)
    .where(afterId ? gt(properties.id, afterId) : undefined)
    .orderBy(properties.id)
    .limit(limit);

export interface StoredMatch {
  propertyId: string;
  transactionId: string;
  status: 'sold' | 'undone';
  price: number;
  saleDate: string;
}

export const storedMatches = (db: Db): Promise<StoredMatch[]> =>
  db
    .select({
      propertyId: listingSaleMatches.propertyId,
      transactionId: listingSaleMatches.transactionId,
      status: listingSaleMatches.status,
      price: listingSaleMatches.price,
      saleDate: listingSaleMatches.saleDate,
    })
    .from(listingSaleMatches);

export interface CandidateSale {
  propertyId: string;
  transactionId: string;
  price: number;
  saleDate: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
}

/**
 * Sales at each listing's postcode dated after the day it was listed, of any category but never
 * property type O (garages, parking spaces, land: not the home). One statement per batch of
 * listings, each a probe of the sold postcode index.
 */
export function salesAfterListing(
  db: Db,
  listings: readonly { id: string; postcode: string; listedOn: string }[],
): Promise<CandidateSale[]> {
  return queryRows<CandidateSale>(
    db,
    sql`select l.id::text as "propertyId", s.transaction_id::text as "transactionId", s.price,
          to_char(s.sale_date, 'YYYY-MM-DD') as "saleDate",
          s.address_line2 as saon, s.address_line1 as paon, s.street_name as street
        from jsonb_to_recordset(${JSON.stringify(listings)}::jsonb) as l(id uuid, postcode text, "listedOn" date)
        join sold_properties s on s.postcode = l.postcode and s.sale_date > l."listedOn"
        where s.property_type <> 'O'`,
  );
}

/** Marks the listing sold by this sale; false when it was already decided (marked, or undone). */
export async function insertMatch(
  db: Db,
  match: { propertyId: string; transactionId: string; price: number; saleDate: string },
  now: Date,
) {
  // No conflict target: the key (this sale was decided before) and the one-sold-per-listing index both count.
  const inserted = await db
    .insert(listingSaleMatches)
    .values({ ...match, status: 'sold', matchedAt: now })
    .onConflictDoNothing()
    .returning({ propertyId: listingSaleMatches.propertyId });
  return inserted.length > 0;
}

export async function correctMatch(
  db: Db,
  match: { propertyId: string; transactionId: string; price: number; saleDate: string },
) {
  await db
    .update(listingSaleMatches)
    .set({ price: match.price, saleDate: match.saleDate })
    .where(
      and(
        eq(listingSaleMatches.propertyId, match.propertyId),
        eq(listingSaleMatches.transactionId, match.transactionId),
        eq(listingSaleMatches.status, 'sold'),
      ),
    );
}

/** Forgets a mark whose sale no longer matches (withdrawn or corrected by HM Land Registry, or the address changed). */
export async function deleteMark(db: Db, propertyId: string, transactionId: string) {
  const deleted = await db
    .delete(listingSaleMatches)
    .where(
      and(
        eq(listingSaleMatches.propertyId, propertyId),
        eq(listingSaleMatches.transactionId, transactionId),
        eq(listingSaleMatches.status, 'sold'),
      ),
    )
    .returning({ propertyId: listingSaleMatches.propertyId });
  return deleted.length > 0;
}

/**
 * Makes properties.sold_price and sold_date say what listing_sale_matches says, for every listing
 * (or one): the columns are what searches and pages read, the table is the decision.
 */
export async function syncSoldColumns(db: Db, propertyId?: string) {
  const one = (column: unknown) => (propertyId ? sql` and ${column} = ${propertyId}` : sql``);
  await db.execute(sql`update ${properties} p set sold_price = m.price, sold_date = m.sale_date
      from ${listingSaleMatches} m
      where m.property_id = p.id and m.status = 'sold'
        and (p.sold_price is distinct from m.price or p.sold_date is distinct from m.sale_date)${one(sql`p.id`)}`);
  await db.execute(sql`update ${properties} p set sold_price = null, sold_date = null
      where p.sold_date is not null${one(sql`p.id`)}
        and not exists (select 1 from ${listingSaleMatches} m where m.property_id = p.id and m.status = 'sold')`);
}

export async function ownerOf(db: Db, userId: string) {
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return owner;
}

/** The listing's current mark, if it is marked sold. */
export async function currentMark(db: Db, propertyId: string) {
  const [mark] = await db
    .select()
    .from(listingSaleMatches)
    .where(and(eq(listingSaleMatches.propertyId, propertyId), eq(listingSaleMatches.status, 'sold')))
    .for('update');
  return mark;
}

export async function markUndone(
  db: Db,
  mark: { propertyId: string; transactionId: string },
  userId: string,
  now: Date,
) {
  await db
    .update(listingSaleMatches)
    .set({ status: 'undone', undoneAt: now, undoneBy: userId })
    .where(
      and(
        eq(listingSaleMatches.propertyId, mark.propertyId),
        eq(listingSaleMatches.transactionId, mark.transactionId),
      ),
    );
}

export interface SoldListingRow {
  propertyId: string;
  title: string;
  address: string;
  city: string;
  zipCode: string;
  listedAt: string;
  ownerId: string | null;
  ownerEmail: string | null;
  transactionId: string;
  soldPrice: number;
  soldDate: string;
  matchedAt: string;
}

/** Listings marked sold, most recently marked first. */
export function soldListings(db: Db, window: { limit: number; offset: number }) {
  return queryRows<SoldListingRow>(
    db,
    sql`select p.id::text as "propertyId", p.title, p.address, p.city, p.zip_code as "zipCode",
          to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "listedAt",
          p.owner_id::text as "ownerId", u.email as "ownerEmail", m.transaction_id::text as "transactionId",
          m.price as "soldPrice", to_char(m.sale_date, 'YYYY-MM-DD') as "soldDate",
          to_char(m.matched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "matchedAt"
        from ${listingSaleMatches} m
        join ${properties} p on p.id = m.property_id
        left join ${users} u on u.id = p.owner_id
        where m.status = 'sold'
        order by m.matched_at desc, p.id
        limit ${window.limit} offset ${window.offset}`,
  );
}

export async function countSoldListings(db: Db) {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${listingSaleMatches} where status = 'sold'`,
  );
  return row?.total ?? 0;
}
