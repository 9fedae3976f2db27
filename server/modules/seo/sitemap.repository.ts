import { ON_MARKET_STATUSES } from '@contracts/property-options';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

const onMarket = sql`status IN (${sql.join(
  ON_MARKET_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/** Listings still on the market, the ones the sitemap lists. */
export async function countListedListings(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM properties WHERE ${onMarket}`,
  );
  return row?.n ?? 0;
}

export interface ListingEntry {
  id: string;
  /** W3C datetime in UTC, as sitemaps take it. */
  updatedAt: string;
}

/**
 * Up to `limit` listings on the market in id order: after `afterId` (keyset, the primary key's
 * index), or from the `offset`th for the first batch of a sitemap page.
 */
export function listingEntries(db: Db, from: { afterId: string } | { offset: number }, limit: number) {
  return queryRows<ListingEntry>(
    db,
    sql`SELECT id::text AS id, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"
        FROM properties
        WHERE ${onMarket} ${'afterId' in from ? sql`AND id > ${from.afterId}::uuid` : sql``}
        ORDER BY id LIMIT ${limit} ${'offset' in from ? sql`OFFSET ${from.offset}` : sql``}`,
  );
}

/**
 * The first postcode of each sold sitemap page. Pages take postcodes in byte order until they
 * hold `salesPerPage` sales, read from sold_postcode_counts (kept exact by triggers) rather than
 * from 30 million sales; a postcode's addresses are never more than its sales, so a page lists at
 * most `salesPerPage` addresses plus those of its last postcode.
 */
export async function soldPageStarts(db: Db, salesPerPage: number): Promise<string[]> {
  const rows = await queryRows<{ postcode: string }>(
    db,
    sql`WITH per_postcode AS (
          SELECT postcode, sum(sales) AS sales
          FROM sold_postcode_counts WHERE postcode <> '' GROUP BY postcode HAVING sum(sales) > 0
        ), running AS (
          SELECT postcode, sum(sales) OVER (ORDER BY postcode COLLATE "C") - sales AS before FROM per_postcode
        )
        SELECT min(postcode COLLATE "C") AS postcode FROM running
        GROUP BY floor(before / ${salesPerPage}) ORDER BY 1`,
  );
  return rows.map((row) => row.postcode);
}

export interface SoldAddressEntry {
  postcode: string;
  addressKey: string;
  /** The latest sale's address, as the history page shows it and the site links it. */
  address: string;
}

/**
 * Up to `limit` sold addresses (postcode, address key) with postcodes in [from, to) in byte order,
 * after the keyset `after`. Byte order is the order of the postcode index's pattern operators
 * (~>=~, ~<~), so the range is an index scan whatever the database's collation.
 */
export function soldAddressEntries(
  db: Db,
  range: { from: string; to: string | null },
  after: { postcode: string; addressKey: string } | null,
  limit: number,
) {
  return queryRows<SoldAddressEntry>(
    db,
    sql`SELECT DISTINCT ON (s.postcode COLLATE "C", s.address_key COLLATE "C")
               s.postcode, s.address_key AS "addressKey", s.full_address AS address
        FROM sold_properties s
        WHERE s.postcode ~>=~ ${after?.postcode ?? range.from}
          ${range.to === null ? sql`` : sql`AND s.postcode ~<~ ${range.to}`}
          ${after ? sql`AND (s.postcode COLLATE "C", s.address_key COLLATE "C") > (${after.postcode}, ${after.addressKey})` : sql``}
        ORDER BY s.postcode COLLATE "C", s.address_key COLLATE "C", s.sale_date DESC, s.transaction_id
        LIMIT ${limit}`,
  );
}
