import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * E-mails that must not be lost or doubled (alert digests): written in the same transaction as the
 * state that caused them, then delivered and marked sent. Delivery uses the row id as the message
 * id, so a retry after a crash between sending and marking rewrites the same outbox file.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** The MailMessage as composed (to, subject, text, html, list headers). */
    message: jsonb('message').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbound_emails_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Server-wide secrets made on first use, shared by every instance on the same database. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
