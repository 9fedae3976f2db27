import { randomBytes, randomUUID } from 'node:crypto';
import type { Property } from '@contracts/property';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  agentMessages,
  listingSaleMatches,
  outboundEmails,
  passwordResetTokens,
  savedSearchNotices,
} from '../db/schema/index';
import { selectRows } from '../modules/properties/properties.repository';
import type { SignedInUser } from './auth-helpers';
import type { TestApp } from './test-app';
import { uploadPhoto } from './upload-helpers';

/** Test support: a user's whole footprint, and row counts proving what a deletion removed. */

export const NO_ID = '00000000-0000-4000-8000-000000000000';

const call = (t: TestApp, who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, payload });

async function ok(res: Promise<{ statusCode: number; body: string }>) {
  const done = await res;
  expect(done.statusCode, done.body).toBeLessThan(300);
  return JSON.parse(done.body || 'null');
}

export const listingBody = (title: string, images: string[] = []) => ({
  title,
  price: 400_000,
  address: '12 Arthur Road',
  city: 'London',
  state: 'Greater London',
  zipCode: 'SW19 3ES',
  images,
});

/** A listing of the user's, with an uploaded photo, whose price was then cut (a price-change row). */
export async function createListing(t: TestApp, who: SignedInUser, title: string): Promise<Property> {
  const photo = await uploadPhoto(t.app, who);
  const body = listingBody(title, [photo.objectPath]);
  const created: Property = await ok(call(t, who, 'POST', '/api/user/properties', body));
  return ok(call(t, who, 'PUT', `/api/user/properties/${created.id}`, { ...body, price: 390_000 }));
}

/**
 * Everything a user can leave behind: two listings (one with a photo) carrying an enquiry and an undone sale match, a spare
 * upload, favourites, views and notices on `others` listings, searches, a saved search, a queued
 * e-mail, a password-reset token (registration already made a verification token and a session).
 */
export async function leaveFootprint(t: TestApp, who: SignedInUser, others: Property[]) {
  const listings = [await createListing(t, who, `Home of ${who.username}`)];
  listings.push(await ok(call(t, who, 'POST', '/api/user/properties', listingBody('Second home'))));
  await uploadPhoto(t.app, who);
  const saved = await ok(
    call(t, who, 'POST', '/api/saved-searches', {
      name: `Search ${who.username}`,
      filters: { location: 'Leeds' },
    }),
  );
  await ok(call(t, who, 'POST', '/api/search/track', { location: 'Leeds' }));
  const db = t.database.db;
  for (const listing of [...listings, ...others]) {
    await ok(call(t, who, 'POST', `/api/properties/${listing.id}/favorite`));
    await ok(call(t, who, 'POST', `/api/properties/${listing.id}/view`));
    await db.insert(savedSearchNotices).values({ savedSearchId: saved.id, propertyId: listing.id, price: 1 });
  }
  for (const listing of listings)
    await db.insert(agentMessages).values({
      propertyId: listing.id,
      kind: 'enquiry',
      name: 'Sam Buyer',
      email: 'sam@example.com',
      phone: '020 7946 0000',
      recipient: who.email,
    });
  for (const listing of listings)
    await db.insert(listingSaleMatches).values({
      propertyId: listing.id,
      transactionId: randomUUID(),
      status: 'undone',
      price: 1,
      saleDate: '2026-01-01',
    });
  await db.insert(outboundEmails).values({ userId: who.id, kind: 'alert', message: { to: who.email } });
  await db.insert(passwordResetTokens).values({
    tokenHash: randomBytes(32).toString('hex'),
    userId: who.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return listings;
}

/**
 * For every table that refers to users or listings (directly or through saved searches), the rows
 * deleting this user and these listings must remove. A table missing here fails `expectCoverage`.
 */
export function dependentRows(userId: string, listingIds: string[]): Record<string, SQL> {
  const listings = sql`(${sql.join(
    [NO_ID, ...listingIds].map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const byUser = sql`user_id = ${userId}`;
  const byUserOrListing = sql`(user_id = ${userId} or property_id in ${listings})`;
  return {
    users: sql`id = ${userId}`,
    sessions: byUser,
    password_reset_tokens: byUser,
    email_verification_tokens: byUser,
    properties: sql`(owner_id = ${userId} or id in ${listings})`,
    user_favorites: byUserOrListing,
    user_property_views: byUserOrListing,
    user_search_history: byUser,
    saved_searches: byUser,
    saved_search_notices: sql`(property_id in ${listings} or saved_search_id in (select id from saved_searches where user_id = ${userId}))`,
    property_price_changes: sql`property_id in ${listings}`,
    property_history: sql`property_id in ${listings}`,
    property_stats: sql`property_id in ${listings}`,
    agent_messages: sql`property_id in ${listings}`,
    outbound_emails: byUser,
    uploads: byUserOrListing,
    listing_sale_matches: sql`property_id in ${listings}`,
  };
}

export interface TableCount {
  total: number;
  dependent: number;
}

/** Rows in each table, and how many of them depend on the user or listings. */
export async function countRows(t: TestApp, dependents: Record<string, SQL>) {
  const counts: Record<string, TableCount> = {};
  for (const [table, where] of Object.entries(dependents)) {
    const [row] = await selectRows<TableCount>(
      t.database.db,
      sql`select count(*)::int as total, (count(*) filter (where ${where}))::int as dependent from ${sql.identifier(table)}`,
    );
    counts[table] = row!;
  }
  return counts;
}

/** Tables with a foreign key to users or properties, or to a table that has one. */
export async function referringTables(t: TestApp): Promise<string[]> {
  const edges = await selectRows<{ child: string; parent: string }>(
    t.database.db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c where c.contype = 'f'`,
  );
  const found = new Set(['users', 'properties']);
  let size = 0;
  while (size !== found.size) {
    size = found.size;
    for (const { child, parent } of edges) if (found.has(parent)) found.add(child);
  }
  return [...found].sort();
}

/** Every row counted as dependent is gone and every other row is still there, table by table. */
export function expectOnlyDependentsGone(
  before: Record<string, TableCount>,
  after: Record<string, TableCount>,
) {
  for (const [table, was] of Object.entries(before)) {
    expect(after[table], table).toEqual({ total: was.total - was.dependent, dependent: 0 });
  }
}
