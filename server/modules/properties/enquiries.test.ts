import { ukToday } from '@contracts/property';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMessages } from '../../db/schema/index';
import { readOutbox } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ENQUIRY_RATE_LIMIT } from './enquiries.routes';
import { type DemoListing, insertFixtureListings } from '../../test/test-listings';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const enquiry = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '07700 900123',
  message: 'Is the garden south-facing?',
};
/** Undoes quoted-printable soft line breaks, so long lines can be matched in raw .eml text. */
const unfold = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const inDays = (days: number) => {
  const d = new Date(`${ukToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('messages to the agent', () => {
  let t: TestApp;
  let listing: DemoListing;
  let ip = 0;
  /** Each call from its own address, so the rate limit only bites where a test wants it to. */
  const post = (path: string, payload: object, remoteAddress = `192.0.2.${++ip}`) =>
    t.app.inject({ method: 'POST', url: `/api/properties/${listing.id}/${path}`, payload, remoteAddress });

  beforeAll(async () => {
    t = await buildTestApp();
    listing = (await insertFixtureListings(t.database.db, 1))[0]!;
  });
  afterAll(() => t.close());

  it('e-mails an enquiry to the listing agent with Reply-To the enquirer', async () => {
    const res = await post('enquiries', enquiry);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Message sent!' });
    const mails = await readOutbox(t);
    expect(mails).toHaveLength(1);
    const mail = unfold(mails[0]!);
    expect(mail).toMatch(new RegExp(`^To: ${listing.agentEmail}$`, 'm'));
    expect(mail).toMatch(/^Reply-To: jane\.doe@example\.com$/m);
    expect(mail).toContain('Is the garden south-facing?');
    expect(mail).toContain('07700 900123');
    expect(mail).toContain(`/property/${listing.id}`);
  });

  it('requires every contact field, each with its own message; the message is optional', async () => {
    const expected = {
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
    };
    for (const [missing, message] of Object.entries(expected)) {
      const res = await post('enquiries', { ...enquiry, [missing]: '  ' });
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().issues).toEqual([{ path: missing, message }]);
    }
    const { message: _message, ...withoutMessage } = enquiry;
    expect((await post('enquiries', withoutMessage)).statusCode).toBe(201);
    expect((await post('enquiries', { ...enquiry, email: 'not-an-email' })).json().message).toBe(
      'Please enter a valid email address',
    );
  });

  it('answers 404 for an unknown listing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${UNKNOWN_ID}/enquiries`,
      payload: enquiry,
      remoteAddress: '192.0.2.200',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Property not found', code: 'not_found' });
  });

  it('limits messages per address', async () => {
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.max; i++)
      expect((await post('enquiries', enquiry, '198.51.100.99')).statusCode).toBe(201);
    const res = await post('enquiries', enquiry, '198.51.100.99');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(
      (
        await post(
          'viewing-requests',
          {
            name: 'Jane Doe',
            email: enquiry.email,
            phone: enquiry.phone,
            preferredDate: inDays(1),
            preferredTime: 'morning',
          },
          '198.51.100.99',
        )
      ).statusCode,
    ).toBe(429);
  });

  it('e-mails a viewing request for a day from today on', async () => {
    const before = (await readOutbox(t)).length;
    const request = {
      name: 'Sam Patel',
      email: 'sam@example.com',
      phone: '+44 161 496 0000',
      preferredDate: ukToday(),
      preferredTime: 'evening',
    };
    const res = await post('viewing-requests', request);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Viewing request sent' });
    const mails = await readOutbox(t);
    expect(mails).toHaveLength(before + 1);
    const mail = unfold(mails.find((m) => m.includes('Sam Patel'))!);
    expect(mail).toMatch(new RegExp(`^To: ${listing.agentEmail}$`, 'm'));
    expect(mail).toMatch(/^Reply-To: sam@example\.com$/m);
    expect(mail).toContain('evening');
  });

  it.each([
    [{ preferredDate: inDays(-1) }, 'preferredDate must be today or later'],
    [{ preferredDate: '2026-02-30' }, 'preferredDate is not a real date'],
    [{ preferredDate: '01/02/2030' }, 'preferredDate must be a date as YYYY-MM-DD'],
    [{ preferredDate: inDays(400) }, 'preferredDate must be within 365 days'],
    [{ preferredTime: 'midnight' }, 'preferredTime must be morning, afternoon or evening'],
    [{ name: '' }, 'Enter your name'],
  ])('rejects a viewing request with %j', async (change, message) => {
    const base = {
      name: 'Sam Patel',
      email: 'sam@example.com',
      phone: '0161 496 0000',
      preferredDate: inDays(3),
      preferredTime: 'morning',
    };
    const res = await post('viewing-requests', { ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('stores every message before e-mailing it, so none is lost', async () => {
    const before = await t.database.db
      .select()
      .from(agentMessages)
      .where(eq(agentMessages.propertyId, listing.id));
    expect((await post('enquiries', { ...enquiry, email: 'stored@example.com' })).statusCode).toBe(201);
    const day = inDays(3);
    const viewing = {
      name: 'Sam Patel',
      email: 'sam@example.com',
      phone: '07700 900456',
      preferredDate: day,
      preferredTime: 'evening',
    };
    expect((await post('viewing-requests', viewing)).statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(agentMessages)
      .where(eq(agentMessages.propertyId, listing.id));
    const added = rows.filter((r) => !before.some((b) => b.id === r.id));
    expect(added).toHaveLength(2);
    expect(added).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'enquiry',
          name: 'Jane Doe',
          email: 'stored@example.com',
          message: enquiry.message,
          recipient: listing.agentEmail,
        }),
        expect.objectContaining({
          kind: 'viewing',
          name: 'Sam Patel',
          preferredDate: day,
          preferredTime: 'evening',
          message: null,
        }),
      ]),
    );
  });
});
