import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** The search's filters as the contract's propertyFiltersSchema output. */
    filters: jsonb('filters').notNull(),
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    /**
     * New listings and price cuts up to this moment have been considered for alerts; the next run
     * looks only after it, so a restart neither repeats nor skips a window.
     */
    alertedUntil: timestamp('alerted_until', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner last opened the results: later matches count as new on the dashboard. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    index('saved_searches_alerts_idx').on(t.alertsEnabled, t.userId),
  ],
);

/** Each listing an alert has announced for a saved search, at the price announced: never twice. */
export const savedSearchNotices = pgTable(
  'saved_search_notices',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    index('saved_search_notices_property_idx').on(t.propertyId),
  ],
);

/** Every change of a listing's asking price, written by a trigger on properties (migration 0011). */
export const propertyPriceChanges = pgTable(
  'property_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_price_changes_changed_idx').on(t.changedAt, t.propertyId)],
);
