import type { Property } from '@contracts/property';
import type { SoldListingPage } from '@contracts/sold-listing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSaleMatches, outboundEmails, savedSearches } from '../../db/schema/index';
import { textSource } from '../../lib/import/sources';
import type { MailMessage } from '../../lib/mailer';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { tableFingerprint } from '../../test/openapi-operations';
import { insertListing, queueAlerts } from '../../test/saved-search-fixtures';
import { ppdFixture, type PpdFixture, writePpdFile } from '../../test/sold-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { recordSoldDataLoad } from '../sold/data-version';
import { importPricePaid } from '../sold/import/price-paid-importer';
import { markSoldListings } from './mark-sold';

/*
 * Listings marked sold from fixture Price Paid rows (issue 21). Every listing here was listed on
 * 1 March 2025 at SW19 3ES; the sales around it decide which of them sold.
 */

const POSTCODE = 'SW19 3ES';
const LISTED = new Date('2025-03-01T12:00:00Z');
const NOW = new Date('2026-01-15T09:00:00Z');
const TOWN = 'Soldbury';

const sale = (overrides: Partial<PpdFixture>) =>
  ppdFixture({ postcode: POSTCODE, street: 'HIGH STREET', saon: '', type: 'F', duration: 'L', ...overrides });

/** The match: Flat 2's sale after it was listed (its 2019 sale is history, not this listing's). */
const FLAT_2_SALE = sale({ saon: 'FLAT 2', paon: '10', price: 325_000, date: '2025-06-02' });
const FLAT_2_OLD_SALE = sale({ saon: 'FLAT 2', paon: '10', price: 250_000, date: '2019-04-18' });
/** A sale dated before the listing went up: must not count. */
const EARLIER_SALE = sale({
  saon: '',
  paon: '14',
  type: 'T',
  duration: 'F',
  price: 610_000,
  date: '2025-02-28',
});
/** A garage under the same address as number 16: never the home. */
const GARAGE_SALE = sale({
  saon: '',
  paon: '16',
  type: 'O',
  category: 'B',
  price: 20_000,
  date: '2025-07-01',
});
/** Sales the admin undoes, and HM Land Registry later withdraws. */
const BIRCH_SALE = sale({
  saon: '',
  paon: '3',
  street: 'BIRCH ROAD',
  type: 'S',
  duration: 'F',
  price: 540_000,
  date: '2025-09-12',
});
const ELM_SALE = sale({
  saon: '',
  paon: 'ELM HOUSE',
  street: 'ELM ROAD',
  type: 'D',
  duration: 'F',
  price: 1_100_000,
  date: '2025-10-01',
});

describe('listings that have sold', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  const listings: Record<string, { id: string }> = {};
  const db = () => t.database.db;

  const importSales = (records: PpdFixture[]) =>
    importPricePaid(t.database, [textSource('fixture-sales.csv', writePpdFile(records, 'official'))]);
  const mark = (force = false) => markSoldListings(db(), NOW, { publicUrl: t.config.publicUrl, force });
  const listing = async (id: string) => {
    const res = await t.app.inject({ url: `/api/properties/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Property>();
  };
  const searchIds = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      payload: { location: POSTCODE, limit: 500 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Property[]>().map((p) => p.id);
  };
  const listIds = async () => {
    const res = await t.app.inject({ url: '/api/properties?limit=500' });
    return res.json<Property[]>().map((p) => p.id);
  };
  const undo = (id: string, who?: SignedInUser) =>
    t.app.inject({ method: 'DELETE', url: `/api/properties/${id}/sold-match`, headers: who?.headers });
  const soldMails = () => db().select().from(outboundEmails).where(eq(outboundEmails.kind, 'listing-sold'));
  const fingerprint = () => tableFingerprint(db(), ['properties', 'listing_sale_matches', 'outbound_emails']);

  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => NOW });
    [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    admin = await createAdmin(t);
    const list = (key: string, address: string, fields: object = {}) =>
      insertListing(db(), {
        title: `${key} in ${TOWN}`,
        address,
        city: TOWN,
        zipCode: POSTCODE,
        ownerId: owner.id,
        createdAt: LISTED,
        ...fields,
      }).then((row) => (listings[key] = row));
    await list('flat 2', 'Flat 2, 10 High Street, Wimbledon');
    // The near miss: another flat of the same building.
    await list('flat 20', 'Flat 20, 10 High Street', { ownerId: other.id });
    await list('number 14', '14 High Street');
    await list('number 16', '16 High Street');
    // Typed the way owners type: lower case, no comma, a shortened street word, a lower-case postcode.
    await list('birch', '3 birch rd', { zipCode: 'sw193es' });
    await list('elm', 'Elm House, Elm Road', { ownerId: null });
    await importSales([FLAT_2_SALE, FLAT_2_OLD_SALE, EARLIER_SALE, GARAGE_SALE, BIRCH_SALE, ELM_SALE]);
  });
  afterAll(() => t.close());

  it('marks the listings whose address sold after they were listed, and only those', async () => {
    const outcome = await mark();
    expect(outcome).toEqual({ ran: true, checked: 6, marked: 3, corrected: 0, withdrawn: 0, emails: 2 });
    const flat2 = await listing(listings['flat 2']!.id);
    expect(flat2).toMatchObject({ soldPrice: 325_000, soldDate: '2025-06-02' });
    expect(await listing(listings.birch!.id)).toMatchObject({ soldPrice: 540_000, soldDate: '2025-09-12' });
    expect(await listing(listings.elm!.id)).toMatchObject({ soldPrice: 1_100_000, soldDate: '2025-10-01' });
    // Flat 20 is not Flat 2; 14 sold the day before it was listed; 16's sale was its garage.
    for (const key of ['flat 20', 'number 14', 'number 16'])
      expect(await listing(listings[key]!.id), key).toMatchObject({ soldPrice: null, soldDate: null });
  });

  it('leaves marked listings out of searches and the listing pages, but not out of their owner’s list', async () => {
    const found = await searchIds();
    expect(found).toEqual(expect.arrayContaining([listings['flat 20']!.id, listings['number 14']!.id]));
    for (const key of ['flat 2', 'birch', 'elm']) {
      expect(found, key).not.toContain(listings[key]!.id);
      expect(await listIds(), key).not.toContain(listings[key]!.id);
    }
    const own = await t.app.inject({ url: '/api/user/properties', headers: owner.headers });
    const flat2 = own.json<Property[]>().find((p) => p.id === listings['flat 2']!.id);
    expect(flat2).toMatchObject({ soldPrice: 325_000, soldDate: '2025-06-02' });
  });

  it('leaves marked listings out of saved-search alerts', async () => {
    const buyer = await registerUser(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: buyer.headers,
      payload: { name: 'Soldbury', filters: { location: TOWN } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // As if saved before the listings went up.
    await db()
      .update(savedSearches)
      .set({ alertedUntil: new Date('2025-01-01T00:00:00Z') })
      .where(eq(savedSearches.id, saved.json<{ id: string }>().id));
    expect(await queueAlerts(db(), t.config.publicUrl)).toMatchObject({ emails: 1 });
    const [alert] = await db().select().from(outboundEmails).where(eq(outboundEmails.userId, buyer.id));
    const text = (alert!.message as MailMessage).text;
    for (const key of ['flat 20', 'number 14', 'number 16']) expect(text).toContain(`${key} in ${TOWN}`);
    for (const key of ['flat 2', 'birch', 'elm']) expect(text).not.toContain(`${key} in ${TOWN}`);
  });

  it("e-mails the owner once, with the sale's price and date and how to undo it", async () => {
    const mails = await soldMails();
    expect(mails.map((m) => (m.message as MailMessage).to).sort()).toEqual([owner.email, owner.email]);
    const flat2 = mails
      .map((m) => m.message as MailMessage)
      .find((m) => m.text.includes(`/property/${listings['flat 2']!.id}`));
    expect(flat2?.subject).toBe(`Your listing "flat 2 in ${TOWN}" has been marked as sold`);
    expect(flat2?.text).toContain('for £325,000 on 2 June 2025');
    expect(flat2?.text).toContain("This is not my home's sale");
  });

  it('changes nothing when run again: not until the sold data changes, and not even when forced', async () => {
    const before = await fingerprint();
    expect(await mark()).toEqual({ ran: false });
    expect(await mark(true)).toEqual({
      ran: true,
      checked: 6,
      marked: 0,
      corrected: 0,
      withdrawn: 0,
      emails: 0,
    });
    expect(await fingerprint()).toEqual(before);
  });

  it('lists the marked listings for administrators only', async () => {
    const res = await t.app.inject({ url: '/api/admin/sold-listings', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json<SoldListingPage>();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((i) => i.propertyId).sort()).toEqual(
      ['flat 2', 'birch', 'elm'].map((k) => listings[k]!.id).sort(),
    );
    expect(page.items.find((i) => i.propertyId === listings['flat 2']!.id)).toMatchObject({
      transactionId: FLAT_2_SALE.id.toLowerCase(),
      soldPrice: 325_000,
      soldDate: '2025-06-02',
      ownerEmail: owner.email,
      zipCode: POSTCODE,
    });
    expect((await t.app.inject({ url: '/api/admin/sold-listings' })).statusCode).toBe(401);
    const user = await t.app.inject({ url: '/api/admin/sold-listings', headers: owner.headers });
    expect(user.statusCode).toBe(403);
  });

  it('lets the owner undo a wrong match, nobody else but an admin, and the job never marks it again for that sale', async () => {
    const id = listings['flat 2']!.id;
    expect((await undo(id)).statusCode).toBe(401);
    const refused = await undo(id, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await undo('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
    expect((await undo(listings['flat 20']!.id, other)).statusCode).toBe(404);
    expect((await listing(id)).soldPrice).toBe(325_000);

    const done = await undo(id, owner);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Property>()).toMatchObject({ id, soldPrice: null, soldDate: null });
    expect(await searchIds()).toContain(id);
    expect((await undo(id, owner)).statusCode).toBe(404);
    const [match] = await db().select().from(listingSaleMatches).where(eq(listingSaleMatches.propertyId, id));
    expect(match).toMatchObject({ status: 'undone', undoneBy: owner.id });

    await recordSoldDataLoad(db(), 'test:next-month', {}, NOW);
    expect(await mark()).toMatchObject({ ran: true, marked: 0, emails: 0 });
    expect((await listing(id)).soldPrice).toBeNull();
    expect(await searchIds()).toContain(id);
  });

  it('lets an administrator undo any listing’s match', async () => {
    const id = listings.birch!.id;
    const res = await undo(id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Property>()).toMatchObject({ soldPrice: null, soldDate: null });
    expect(await searchIds()).toContain(id);
  });

  it('puts a listing back on the market when HM Land Registry withdraws its sale, and copies corrections', async () => {
    const id = listings.elm!.id;
    await importSales([{ ...ELM_SALE, price: 1_150_000, status: 'C' }]);
    expect(await mark(true)).toMatchObject({ marked: 0, corrected: 1, withdrawn: 0 });
    expect(await listing(id)).toMatchObject({ soldPrice: 1_150_000, soldDate: '2025-10-01' });

    await importSales([{ ...ELM_SALE, status: 'D' }]);
    expect(await mark(true)).toMatchObject({ marked: 0, withdrawn: 1 });
    expect(await listing(id)).toMatchObject({ soldPrice: null, soldDate: null });
    expect(await searchIds()).toContain(id);
    const [{ rows }] = [
      (await db().execute(
        sql`select count(*)::int as n from listing_sale_matches where property_id = ${id}`,
      )) as unknown as {
        rows: { n: number }[];
      },
    ];
    expect(rows[0]!.n).toBe(0);
  });

  it('marks a listing again for a new sale of the address after an undone one', async () => {
    const id = listings['flat 2']!.id;
    await importSales([sale({ saon: 'FLAT 2', paon: '10', price: 340_000, date: '2025-12-01' })]);
    expect(await mark(true)).toMatchObject({ marked: 1, emails: 1 });
    expect(await listing(id)).toMatchObject({ soldPrice: 340_000, soldDate: '2025-12-01' });
    expect(await searchIds()).not.toContain(id);
  });
});
