import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

/**
 * One row per issued upload URL. The URL carries this row's id, signed, so the row makes it
 * single-use (`used_at`) and says whose photo it is and which listing it belongs to. Rows that no
 * listing holds (never attached, detached on edit, or left by a removed listing or account) are
 * deleted with their files by the cleanup job a day after they were issued.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Server-made file name stem: `<name>.webp` and `<name>-thumb.webp` under objects/uploads. */
    name: varchar('name', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a PUT claimed the URL: set once, before the body is read, so a URL is never used twice. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When the re-encoded photo was stored; only stored photos can be attached to a listing. */
    storedAt: timestamp('stored_at', { withTimezone: true }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_property_idx').on(t.propertyId),
    index('uploads_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.propertyId} is null`),
  ],
);
