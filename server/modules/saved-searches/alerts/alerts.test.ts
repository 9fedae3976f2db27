import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundEmails, properties, savedSearches, savedSearchNotices } from '../../../db/schema/index';
import { deliverQueuedEmails } from '../../../lib/email-queue';
import type { MailMessage } from '../../../lib/mailer';
import { registerUser, type SignedInUser } from '../../../test/auth-helpers';
import { insertListing } from '../../../test/saved-search-fixtures';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { queueAlerts } from './alert-run';

describe('saved-search alerts', () => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    t = await buildTestApp();
    outbox = t.app.mailer.outboxDir!;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const run = async () => {
    const result = await queueAlerts(db(), t.config.publicUrl);
    const sent = await deliverQueuedEmails(db(), t.app.mailer, t.app.log);
    return { ...result, sent };
  };
  const save = async (user: SignedInUser, name: string, filters: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: user.headers,
      payload: { name, filters },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  /** Every alert e-mail written to the outbox for this address, oldest first, decoded enough to read. */
  const mailsTo = async (email: string) => {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort();
    const texts = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
    return texts
      .map((raw) => {
        const bytes = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      })
      .filter((text) => text.includes(`To: ${email}`) && text.includes('Subject: Home Hunter alert'));
  };

  let user: SignedInUser;
  beforeEach(async () => {
    // Each test starts with nothing pending from the others.
    await run();
    user = await registerUser(t.app);
  });

  it('sends one e-mail per user per run with every search that has news, and never the same listing twice', async () => {
    await save(user, 'Brookhaven homes', { location: 'Brookhaven' });
    await save(user, 'Big Brookhaven', { location: 'Brookhaven', bedrooms: 4 });
    const bigHouse = await insertListing(db(), {
      city: 'Brookhaven',
      title: 'Five-bed Brookhaven villa',
      bedrooms: 5,
    });
    await insertListing(db(), { city: 'Brookhaven', title: 'Brookhaven studio', bedrooms: 0 });
    await insertListing(db(), { city: 'Farfield', title: 'Farfield cottage' });
    await insertListing(db(), { city: 'Brookhaven', title: 'My own Brookhaven flat', ownerId: user.id });

    const first = await run();
    expect(first).toMatchObject({ ran: true, emails: 1, sent: 1 });
    const [mail] = await mailsTo(user.email);
    expect(mail).toContain('Subject: Home Hunter alert: 3 new homes');
    expect(mail).toContain('"Brookhaven homes"');
    expect(mail).toContain('"Big Brookhaven"');
    expect(mail).toContain(`New: Five-bed Brookhaven villa, Brookhaven`);
    expect(mail).toContain(`${t.config.publicUrl}/property/${bigHouse.id}`);
    expect(mail).toContain('Brookhaven studio');
    expect(mail).not.toContain('Farfield cottage');
    expect(mail).not.toContain('My own Brookhaven flat');
    expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/\S+\/saved-searches\/unsubscribe\?token=/);

    expect(await run()).toMatchObject({ emails: 0, sent: 0 });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('reads no search when nothing was listed or reduced since the searches last looked', async () => {
    await save(user, 'Quietham', { location: 'Quietham' });
    expect(await run()).toMatchObject({ ran: true, searches: 0, emails: 0 });
    await insertListing(db(), { city: 'Farfield', title: 'Farfield semi' });
    expect((await run()).searches).toBeGreaterThanOrEqual(1);
    expect(await run()).toMatchObject({ searches: 0 });
  });

  it('announces a price cut once, below the price last announced, and not a rise', async () => {
    const older = await insertListing(db(), {
      city: 'Millbrook',
      title: 'Millbrook terrace',
      price: 300_000,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await save(user, 'Millbrook', { location: 'Millbrook' });
    const setPrice = (price: number) =>
      db().update(properties).set({ price }).where(eq(properties.id, older.id));

    await setPrice(320_000);
    expect(await run()).toMatchObject({ emails: 0 });
    await setPrice(310_000);
    await setPrice(280_000);
    expect(await run()).toMatchObject({ emails: 1 });
    const [mail] = await mailsTo(user.email);
    expect(mail).toContain('Subject: Home Hunter alert: 1 price reduction');
    expect(mail).toContain('Reduced: Millbrook terrace, Millbrook');
    // It cost £320,000 when the search last looked.
    expect(mail).toContain('£280,000, was £320,000');

    // Back up and down to the announced price: nothing new to say.
    await setPrice(290_000);
    await setPrice(280_000);
    expect(await run()).toMatchObject({ emails: 0 });
    await setPrice(270_000);
    expect(await run()).toMatchObject({ emails: 1 });
    expect((await mailsTo(user.email)).at(-1)).toContain('£270,000, was £280,000');
  });

  it('counts a change by the database clock to the microsecond, so a change just before a watermark is not counted again', async () => {
    const listing = await insertListing(db(), {
      city: 'Microby',
      title: 'Microby cottage',
      price: 300_000,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const searchId = await save(user, 'Microby', { location: 'Microby' });
    await db().update(properties).set({ price: 250_000 }).where(eq(properties.id, listing.id));
    // The cut lands 400 microseconds into a millisecond; the search's last run ended 50 after it,
    // in the same millisecond. Cut to milliseconds, that run's end would come before the cut.
    await db().execute(sql`
      UPDATE property_price_changes SET changed_at = date_trunc('milliseconds', changed_at) + interval '400 microseconds'
      WHERE property_id = ${listing.id}`);
    await db().execute(sql`
      UPDATE saved_searches SET alerted_until =
        (SELECT changed_at FROM property_price_changes WHERE property_id = ${listing.id}) + interval '50 microseconds'
      WHERE id = ${searchId}`);
    // News elsewhere, so the run reads this search.
    await insertListing(db(), { city: 'Elsewhere', title: 'Unrelated flat' });
    expect(await run()).toMatchObject({ emails: 0 });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('keeps an e-mail queued until it is delivered, and a repeated delivery rewrites the same file', async () => {
    await save(user, 'Queue test', { location: 'Queueton' });
    await insertListing(db(), { city: 'Queueton', title: 'Queueton house' });
    expect(await queueAlerts(db(), t.config.publicUrl)).toMatchObject({ emails: 1 });

    const failing = { ...t.app.mailer, send: () => Promise.reject(new Error('mail server down')) };
    expect(await deliverQueuedEmails(db(), failing, t.app.log)).toBe(0);
    const [queued] = await db().select().from(outboundEmails).where(eq(outboundEmails.userId, user.id));
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, lastError: 'Error: mail server down' });

    // A crash after sending but before marking it sent: the next delivery sends it again, same id.
    await t.app.mailer.send({ ...(queued!.message as MailMessage), id: queued!.id, date: queued!.createdAt });
    expect(await deliverQueuedEmails(db(), t.app.mailer, t.app.log)).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("rolls back one user's alerts when they fail, sends everyone else's, and retries next run", async () => {
    const other = await registerUser(t.app);
    const poisoned = await save(user, 'Poisoned', { location: 'Rollbury' });
    const healthy = await save(other, 'Healthy', { location: 'Rollbury' });
    await insertListing(db(), { city: 'Rollbury', title: 'Rollbury bungalow', price: 250_000 });
    await insertListing(db(), {
      city: 'Rollbury',
      title: 'Rollbury villa',
      price: 456_789,
      ownerId: other.id,
    });
    // Recording the villa for the first user fails (the second never sees their own villa).
    await db().execute(sql`create function fail_villa() returns trigger language plpgsql as $$
      begin if new.price = 456789 then raise exception 'disk full'; end if; return new; end $$`);
    await db().execute(sql`create trigger fail_villa before insert on saved_search_notices
      for each row execute function fail_villa()`);
    const errors: string[] = [];
    try {
      const result = await queueAlerts(db(), t.config.publicUrl, { onError: (_err, id) => errors.push(id) });
      expect(result).toMatchObject({ emails: 1, failed: 1 });
      expect(errors).toEqual([user.id]);
    } finally {
      await db().execute(sql`drop trigger fail_villa on saved_search_notices`);
      await db().execute(sql`drop function fail_villa()`);
    }
    await deliverQueuedEmails(db(), t.app.mailer, t.app.log);
    expect(await mailsTo(other.email)).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(0);
    // Only the healthy search recorded what it announced (the bungalow; the villa is its owner's).
    const noticesOf = (searchId: string) =>
      db().select().from(savedSearchNotices).where(eq(savedSearchNotices.savedSearchId, searchId));
    expect(await noticesOf(healthy)).toMatchObject([{ price: 250_000 }]);
    expect(await noticesOf(poisoned)).toEqual([]);

    expect(await run()).toMatchObject({ emails: 1, failed: 0 });
    const [mail] = await mailsTo(user.email);
    expect(mail).toContain('Rollbury bungalow');
    expect(mail).toContain('Rollbury villa');
    expect(await run()).toMatchObject({ emails: 0 });
  });

  it('turns alerts off from the e-mailed links without signing in, and refuses forged links', async () => {
    const keep = await save(user, 'Keep', { location: 'Keepford' });
    const stop = await save(user, 'Stop', { location: 'Stopford' });
    await insertListing(db(), { city: 'Keepford', title: 'Keepford flat' });
    await insertListing(db(), { city: 'Stopford', title: 'Stopford flat' });
    await run();
    const [mail] = await mailsTo(user.email);
    const tokens = [...mail!.matchAll(/unsubscribe\?token=([\w.:-]+)/g)].map((m) => m[1]!);
    const unsubscribe = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token } });

    // The link under the 'Stop' section is the second of the per-search links.
    const stopToken = tokens.find((token) => token.includes(stop))!;
    const res = await unsubscribe(stopToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Stop', message: "You will get no more alerts for 'Stop'." });
    const alerts = async () =>
      Object.fromEntries(
        (await db().select().from(savedSearches).where(eq(savedSearches.userId, user.id))).map((s) => [
          s.id,
          s.alertsEnabled,
        ]),
      );
    expect(await alerts()).toEqual({ [keep]: true, [stop]: false });

    for (const forged of [stopToken.replace(stop, keep), `${stopToken}x`, 'search:abc.def', '']) {
      const refused = await unsubscribe(forged);
      expect(refused.statusCode, forged).toBe(400);
      // An empty token fails the schema; any other is a link that is not (or no longer) ours.
      expect(refused.json().code, forged).toBe(forged === '' ? 'validation_failed' : 'invalid_token');
    }
    expect(await alerts()).toEqual({ [keep]: true, [stop]: false });

    const everything = tokens.find((token) => token.startsWith('user:'))!;
    expect((await unsubscribe(everything)).json().message).toBe('You will get no more saved-search alerts.');
    expect(await alerts()).toEqual({ [keep]: false, [stop]: false });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('lets only one instance run at a time', async () => {
    const url = (t.database as { pool: pg.Pool }).pool.options.connectionString!;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(727002)');
      expect(await queueAlerts(db(), t.config.publicUrl)).toMatchObject({ ran: false });
      await other.query('commit');
      expect(await queueAlerts(db(), t.config.publicUrl)).toMatchObject({ ran: true });
    } finally {
      await other.end();
    }
  });
});
