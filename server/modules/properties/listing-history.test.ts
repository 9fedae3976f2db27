import type { ListingHistoryEvent, Property } from '@contracts/property';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { search } from '../../test/test-listings';

/*
 * A listing's own history (issue 17 item 4): triggers record its listing, every price change and
 * every status change, whoever makes them; reducedAt follows the latest price change.
 */

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerUser(t.app);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const home = {
  title: 'Semi near the park',
  price: 400_000,
  address: '3 Park Road',
  city: 'Leeds',
  state: 'West Yorkshire',
  zipCode: 'LS6 2AA',
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, payload });

async function listHome(): Promise<Property> {
  const res = await call('POST', '/api/user/properties', owner, home);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function history(id: string): Promise<ListingHistoryEvent[]> {
  const res = await call('GET', `/api/properties/${id}/history`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const reprice = async (id: string, price: number) => {
  const res = await call('PUT', `/api/user/properties/${id}`, owner, { ...home, price });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Property>();
};
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/properties/:id/history', () => {
  it('starts with the listing: its price, status and the date it was added', async () => {
    const listing = await listHome();
    expect(await history(listing.id)).toEqual([
      {
        date: listing.createdAt,
        event: 'listed',
        price: 400_000,
        previousPrice: null,
        status: 'available',
        previousStatus: null,
      },
    ]);
  });

  it('records a price cut with its date, and the card data shows it as reduced', async () => {
    const listing = await listHome();
    const cut = await reprice(listing.id, 375_000);
    const [latest] = await history(listing.id);
    expect(latest).toMatchObject({ event: 'reduced', price: 375_000, previousPrice: 400_000 });
    expect(latest!.date.slice(0, 10)).toBe(today());
    expect(cut.reducedAt).toBe(latest!.date);
    const detail = (await call('GET', `/api/properties/${listing.id}`)).json<Property>();
    expect(detail.reducedAt).toBe(latest!.date);
    const reduced: Property[] = (await search(t.app, { reducedOnly: true, limit: 500 })).json();
    expect(reduced.map((p) => p.id)).toContain(listing.id);

    // A rise clears it: the latest change is no longer a cut.
    const raised = await reprice(listing.id, 390_000);
    expect(raised.reducedAt).toBeNull();
    expect((await history(listing.id)).map((e) => [e.event, e.price, e.previousPrice])).toEqual([
      ['increased', 390_000, 375_000],
      ['reduced', 375_000, 400_000],
      ['listed', 400_000, null],
    ]);
    const stillReduced: Property[] = (await search(t.app, { reducedOnly: true, limit: 500 })).json();
    expect(stillReduced.map((p) => p.id)).not.toContain(listing.id);
  });

  it('records no event when a save changes neither price nor status', async () => {
    const listing = await listHome();
    await call('PUT', `/api/user/properties/${listing.id}`, owner, { ...home, title: 'Renamed' });
    expect((await history(listing.id)).map((e) => e.event)).toEqual(['listed']);
  });

  it("records status changes, the admin's and hand-written SQL's alike", async () => {
    const listing = await listHome();
    await t.database.db.update(properties).set({ status: 'new' }).where(eq(properties.id, listing.id));
    // SPEC 4: an admin's save makes the listing available again.
    const res = await call('PUT', `/api/admin/properties/${listing.id}`, admin, {
      ...home,
      propertyType: 'House',
      price: 380_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.database.db.execute(sql`update properties set status = 'sold' where id = ${listing.id}`);
    expect(
      (await history(listing.id)).map((e) => [e.event, e.status, e.previousStatus, e.price, e.previousPrice]),
    ).toEqual([
      ['status', 'sold', 'available', 380_000, null],
      ['status', 'available', 'new', 380_000, null],
      ['reduced', 'available', null, 380_000, 400_000],
      ['status', 'new', 'available', 400_000, null],
      ['listed', 'available', null, 400_000, null],
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('GET', `/api/properties/${id}/history`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Property not found' });
    }
  });

  it('goes with its listing', async () => {
    const listing = await listHome();
    await reprice(listing.id, 350_000);
    await call('DELETE' as 'GET', `/api/user/properties/${listing.id}`, owner);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from property_history where property_id = ${listing.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
