import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  uniqueIndex,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

export const SALE_MATCH_STATUSES = ['sold', 'undone'] as const;
export type SaleMatchStatus = (typeof SALE_MATCH_STATUSES)[number];

/**
 * Listings matched to an HM Land Registry sale of their address registered after they were listed
 * (modules/sold-listings): 'sold' while the listing is marked sold (at most one per listing, mirrored
 * in properties.sold_price and sold_date), 'undone' once its owner or an administrator said the
 * sale was not this home's, so the job never marks the listing again for that sale. The price and
 * date are kept as matched: the sale itself may later be corrected or withdrawn by a monthly update.
 */
export const listingSaleMatches = pgTable(
  'listing_sale_matches',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** sold_properties.transaction_id; no foreign key, as updates replace and delete sales. */
    transactionId: uuid('transaction_id').notNull(),
    status: varchar('status', { length: 10, enum: SALE_MATCH_STATUSES }).notNull().default('sold'),
    /** Whole pounds. */
    price: integer('price').notNull(),
    saleDate: date('sale_date').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'listing_sale_matches_pkey', columns: [t.propertyId, t.transactionId] }),
    // One sale marks a listing at a time.
    uniqueIndex('listing_sale_matches_sold_idx')
      .on(t.propertyId)
      .where(sql`${t.status} = 'sold'`),
    index('listing_sale_matches_matched_idx').on(t.matchedAt.desc()),
    check('listing_sale_matches_status_check', sql`${t.status} in ('sold', 'undone')`),
  ],
);
