import type { Property } from '@contracts/property';
import { materialMessages } from '@contracts/material-info';
import type { UserPropertyInput } from '@contracts/user-property';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index';
import { uploadNameOf } from '../../lib/object-path';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { uploadPhoto } from '../../test/upload-helpers';

/*
 * Material information (issue 17 item 3): optional on the owner's POST/PUT and the admin's PUT,
 * checked against its lists and rules, answered by every listing response.
 */

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const flat: UserPropertyInput = {
  title: 'Two-bed flat by the common',
  price: 425000,
  address: 'Flat 4, 12 Arthur Road',
  city: 'London',
  state: 'Greater London',
  zipCode: 'SW19 3ES',
  propertyType: 'Flat',
};

const leasehold = {
  tenure: 'Leasehold',
  leaseYearsRemaining: 112,
  groundRent: 250,
  serviceCharge: 1850,
  councilTaxBand: 'D',
  epcRating: 'C',
  epcPotential: 'B',
  epcCertificateUrl:
    'https://find-energy-certificate.service.gov.uk/energy-certificate/1234-5678-9012-3456-7890',
  builtForm: 'Flat or maisonette',
  sharedOwnership: false,
  retirement: false,
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, payload });
const post = (body: object, who = owner) => call('POST', '/api/user/properties', who, body);

async function create(body: object): Promise<Property> {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function expectRefused(body: object, field: string, message: string | RegExp) {
  const res = await post(body);
  expect(res.statusCode, JSON.stringify(body)).toBe(400);
  const answer = res.json();
  expect(answer.code).toBe('validation_failed');
  const issue = answer.issues.find((i: { path: string }) => i.path === field);
  expect(issue?.message, res.body).toMatch(message);
}

describe('material information on a listing', () => {
  it('is stored as sent and shown by the detail, the list and the owner list', async () => {
    const created = await create({ ...flat, ...leasehold });
    expect(created).toMatchObject(leasehold);
    expect(created.floorPlan).toBeNull();
    expect(created.reducedAt).toBeNull();
    const detail = (await call('GET', `/api/properties/${created.id}`)).json<Property>();
    expect(detail).toMatchObject(leasehold);
    const listed = (await call('GET', '/api/properties?limit=500')).json<Property[]>();
    expect(listed.find((p) => p.id === created.id)).toMatchObject(leasehold);
    const own = (await call('GET', '/api/user/properties', owner)).json<Property[]>();
    expect(own.find((p) => p.id === created.id)).toMatchObject(leasehold);
  });

  it('is optional: a listing without it answers nulls and flags off', async () => {
    const created = await create(flat);
    expect(created).toMatchObject({
      tenure: null,
      leaseYearsRemaining: null,
      groundRent: null,
      serviceCharge: null,
      councilTaxBand: null,
      epcRating: null,
      epcPotential: null,
      epcCertificateUrl: null,
      builtForm: null,
      floorPlan: null,
      sharedOwnership: false,
      retirement: false,
    });
  });

  it('takes form text: any case for lists, blanks as not given, money with commas', async () => {
    const created = await create({
      ...flat,
      tenure: 'share of freehold',
      builtForm: 'semi-detached',
      councilTaxBand: 'e',
      epcRating: 'd',
      epcPotential: '',
      leaseYearsRemaining: '999',
      groundRent: '0',
      serviceCharge: '1,200',
      epcCertificateUrl: '  ',
    });
    expect(created).toMatchObject({
      tenure: 'Share of freehold',
      builtForm: 'Semi-detached',
      councilTaxBand: 'E',
      epcRating: 'D',
      epcPotential: null,
      leaseYearsRemaining: 999,
      groundRent: 0,
      serviceCharge: 1200,
      epcCertificateUrl: null,
    });
  });

  it('accepts the boundaries: lease years 0 and 999, EPC A, band H anywhere and I in Wales', async () => {
    for (const years of [0, 999]) {
      const created = await create({ ...flat, tenure: 'Leasehold', leaseYearsRemaining: years });
      expect(created.leaseYearsRemaining).toBe(years);
    }
    expect((await create({ ...flat, epcRating: 'A', epcPotential: 'A' })).epcRating).toBe('A');
    expect((await create({ ...flat, councilTaxBand: 'H' })).councilTaxBand).toBe('H');
    const cardiff = await create({ ...flat, zipCode: 'CF10 1EP', city: 'Cardiff', councilTaxBand: 'I' });
    expect(cardiff.councilTaxBand).toBe('I');
  });

  it('refuses values outside their lists and ranges, with a message naming the rule', async () => {
    const lease = { ...flat, tenure: 'Leasehold' };
    await expectRefused({ ...flat, councilTaxBand: 'J' }, 'councilTaxBand', 'A to H (I in Wales)');
    await expectRefused(
      { ...flat, councilTaxBand: 'I' },
      'councilTaxBand',
      materialMessages.bandIOutsideWales,
    );
    await expectRefused({ ...flat, epcRating: 'H' }, 'epcRating', 'EPC rating must be one of A to G');
    await expectRefused({ ...flat, epcPotential: 'Z' }, 'epcPotential', 'A to G');
    await expectRefused(
      { ...flat, epcRating: 'B', epcPotential: 'D' },
      'epcPotential',
      'cannot be worse than the current rating',
    );
    await expectRefused({ ...lease, leaseYearsRemaining: 1000 }, 'leaseYearsRemaining', 'from 0 to 999');
    await expectRefused({ ...lease, leaseYearsRemaining: -1 }, 'leaseYearsRemaining', 'from 0 to 999');
    await expectRefused({ ...lease, leaseYearsRemaining: 80.5 }, 'leaseYearsRemaining', 'from 0 to 999');
    await expectRefused({ ...lease, groundRent: 99.5 }, 'groundRent', 'Ground rent must be whole pounds');
    await expectRefused({ ...lease, serviceCharge: -10 }, 'serviceCharge', 'Service charge must be');
    await expectRefused({ ...lease, serviceCharge: 1_000_001 }, 'serviceCharge', 'at most £1,000,000');
    await expectRefused(
      { ...flat, tenure: 'Commonhold' },
      'tenure',
      'Freehold, Leasehold, Share of freehold',
    );
    await expectRefused({ ...flat, builtForm: 'Castle' }, 'builtForm', 'Built form must be one of');
    await expectRefused(
      { ...flat, tenure: 'Freehold', leaseYearsRemaining: 90 },
      'leaseYearsRemaining',
      materialMessages.leaseNeedsLeasehold,
    );
    await expectRefused({ ...flat, groundRent: 100 }, 'groundRent', materialMessages.leaseNeedsLeasehold);
    await expectRefused(
      { ...flat, epcCertificateUrl: 'http://example.com/epc' },
      'epcCertificateUrl',
      'must be an https:// address',
    );
    await expectRefused({ ...flat, epcCertificateUrl: 'not a link' }, 'epcCertificateUrl', 'https://');
    await expectRefused({ ...flat, sharedOwnership: 'yes' }, 'sharedOwnership', 'true or false');
    await expectRefused({ ...flat, floorPlan: 'https://example.com/plan.png' }, 'floorPlan', 'image picker');
  });

  it('a PUT replaces the whole listing: material fields left out are cleared', async () => {
    const created = await create({ ...flat, ...leasehold });
    const res = await call('PUT', `/api/user/properties/${created.id}`, owner, {
      ...flat,
      councilTaxBand: 'C',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      councilTaxBand: 'C',
      tenure: null,
      leaseYearsRemaining: null,
      epcRating: null,
    });
  });
});

describe('a floor plan', () => {
  const uploadsOf = async (id: string) =>
    (await t.database.db.select({ name: uploads.name }).from(uploads).where(eq(uploads.propertyId, id))).map(
      (row) => row.name,
    );

  it('is one of the owner’s uploads, attached with the photos, kept or let go like them', async () => {
    const [photo, plan] = [await uploadPhoto(t.app, owner), await uploadPhoto(t.app, owner)];
    const created = await create({ ...flat, images: [photo.objectPath], floorPlan: plan.objectPath });
    expect(created.floorPlan).toBe(plan.objectPath);
    expect((await uploadsOf(created.id)).sort()).toEqual(
      [uploadNameOf(photo.objectPath), uploadNameOf(plan.objectPath)].sort(),
    );
    expect((await call('GET', `/api/properties/${created.id}`)).json().floorPlan).toBe(plan.objectPath);

    const dropped = await call('PUT', `/api/user/properties/${created.id}`, owner, {
      ...flat,
      images: [photo.objectPath],
    });
    expect(dropped.json().floorPlan).toBeNull();
    expect(await uploadsOf(created.id)).toEqual([uploadNameOf(photo.objectPath)]);
  });

  it("refuses someone else's upload", async () => {
    const theirs = await uploadPhoto(t.app, other);
    const res = await post({ ...flat, floorPlan: theirs.objectPath });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not one of your uploaded photos/);
  });
});

describe('PUT /api/admin/properties/:id', () => {
  const dialog = {
    title: flat.title,
    price: flat.price,
    propertyType: 'Flat',
    address: flat.address,
    city: 'London',
    state: 'Greater London',
  };
  const adminPut = (id: string, body: object) =>
    call('PUT', `/api/admin/properties/${id}`, admin, { ...dialog, ...body });

  it('sets, keeps and clears material fields: left out keeps, null clears', async () => {
    const created = await create({ ...flat, ...leasehold });
    const kept = await adminPut(created.id, { councilTaxBand: 'E' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ ...leasehold, councilTaxBand: 'E' });
    const cleared = await adminPut(created.id, {
      epcCertificateUrl: null,
      groundRent: null,
      retirement: true,
    });
    expect(cleared.json()).toMatchObject({
      epcCertificateUrl: null,
      groundRent: null,
      retirement: true,
      tenure: 'Leasehold',
    });
  });

  it('checks the rules on the listing as the edit leaves it', async () => {
    const freehold = await create({ ...flat, tenure: 'Freehold' });
    const res = await adminPut(freehold.id, { leaseYearsRemaining: 90 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: materialMessages.leaseNeedsLeasehold,
      issues: [{ path: 'leaseYearsRemaining', message: materialMessages.leaseNeedsLeasehold }],
    });
    const both = await adminPut(freehold.id, { tenure: 'Leasehold', leaseYearsRemaining: 90 });
    expect(both.json()).toMatchObject({ tenure: 'Leasehold', leaseYearsRemaining: 90 });
    const bandI = await adminPut(freehold.id, { councilTaxBand: 'I' });
    expect(bandI.statusCode).toBe(400);
    expect(bandI.json().message).toBe(materialMessages.bandIOutsideWales);
    const invalid = await adminPut(freehold.id, { epcRating: 'H' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('validation_failed');
  });

  it("keeps or drops the listing's floor plan but never takes another", async () => {
    const [photo, plan, stranger] = [
      await uploadPhoto(t.app, owner),
      await uploadPhoto(t.app, owner),
      await uploadPhoto(t.app, owner),
    ];
    const created = await create({ ...flat, images: [photo.objectPath], floorPlan: plan.objectPath });
    const foreign = await adminPut(created.id, { floorPlan: stranger.objectPath });
    expect(foreign.statusCode).toBe(400);
    const photosOnly = await adminPut(created.id, { images: [] });
    expect(photosOnly.json().floorPlan).toBe(plan.objectPath);
    const attached = await t.database.db
      .select({ name: uploads.name })
      .from(uploads)
      .where(eq(uploads.propertyId, created.id));
    expect(attached.map((r) => r.name)).toEqual([uploadNameOf(plan.objectPath)]);
    const dropped = await adminPut(created.id, { floorPlan: null });
    expect(dropped.json().floorPlan).toBeNull();
  });
});
