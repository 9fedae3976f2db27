import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Property } from '@contracts/property';
import { DEFAULT_COORDINATES, type UserPropertyInput } from '@contracts/user-property';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postcodes, uploads, userFavorites, userPropertyViews } from '../../db/schema/index';
import { objectsRoot, uploadNameOf } from '../../lib/object-path';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertFixtureListings } from '../../test/test-listings';
import { requestUploadUrl, uploadPhoto } from '../../test/upload-helpers';
import { foreignImageMessage, ownerName, PLACEHOLDER_PHONE } from './user-properties.service';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerUser(t.app, { firstName: 'Priya', lastName: 'Shah' });
  other = await registerUser(t.app);
  await t.database.db.insert(postcodes).values({
    postcode: 'SW19 3ES',
    latitude: 51.4231,
    longitude: -0.2075,
    outwardCode: 'SW19',
  });
});
afterAll(() => t.close());

const home: UserPropertyInput = {
  title: 'Three-bed semi near Wimbledon Park',
  price: 650000,
  address: '12 Arthur Road',
  city: 'London',
  state: 'Greater London',
  zipCode: 'sw19 3es',
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, payload });

async function create(body: object = home, who = owner): Promise<Property> {
  const res = await call('POST', '/api/user/properties', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const publicDetail = (id: string) => call('GET', `/api/properties/${id}`);
const rows = async (table: typeof userFavorites | typeof userPropertyViews | typeof uploads, id: string) => {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(table.propertyId, id));
  return row!.n;
};

describe('signed out', () => {
  it('answers 401 to every call, before looking at the body', async () => {
    const listing = await create();
    for (const [method, url, body] of [
      ['GET', '/api/user/properties', undefined],
      ['POST', '/api/user/properties', home],
      ['POST', '/api/user/properties', { title: 42 }],
      ['PUT', `/api/user/properties/${listing.id}`, home],
      ['DELETE', `/api/user/properties/${listing.id}`, undefined],
    ] as const) {
      const res = await call(method, url, undefined, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await publicDetail(listing.id)).json()).toMatchObject({ title: home.title });
  });
});

describe('POST /api/user/properties', () => {
  it('lists the home for the signed-in user as available, whatever owner or status is sent', async () => {
    const listing = await create({ ...home, ownerId: other.id, status: 'sold', id: crypto.randomUUID() });
    expect(listing).toMatchObject({
      ownerId: owner.id,
      status: 'available',
      zipCode: 'SW19 3ES',
      // The spec's defaults for what the simple form leaves out.
      propertyType: 'House',
      bedrooms: 1,
      bathrooms: '1.0',
      sqft: 1000,
      description: '',
      features: [],
      images: [],
      yearBuilt: null,
      lotSize: null,
      // Agent fallbacks: the owner's name and e-mail, a placeholder phone.
      agentName: 'Priya Shah',
      agentPhone: PLACEHOLDER_PHONE,
      agentEmail: owner.email,
    });
  });

  it('keeps every field sent: whole numbers, one-decimal bathrooms, acres, split features', async () => {
    const listing = await create({
      ...home,
      price: '425,000',
      propertyType: 'bungalow',
      bedrooms: '3',
      bathrooms: '1.5',
      sqft: 1180,
      description: 'Quiet road, south-facing garden.',
      yearBuilt: '1934',
      lotSize: 0.25,
      latitude: '51.42',
      longitude: -0.21,
      agentName: 'Wimbledon Homes',
      agentPhone: '020 8946 1234',
      agentEmail: 'sales@wimbledon-homes.example',
      features: 'Garden, Off-street parking, , Loft ',
    });
    expect(listing).toMatchObject({
      price: 425000,
      propertyType: 'Bungalow',
      bedrooms: 3,
      bathrooms: '1.5',
      sqft: 1180,
      yearBuilt: 1934,
      lotSize: '0.25',
      latitude: '51.42000000',
      longitude: '-0.21000000',
      agentName: 'Wimbledon Homes',
      agentPhone: '020 8946 1234',
      agentEmail: 'sales@wimbledon-homes.example',
      features: ['Garden', 'Off-street parking', 'Loft'],
    });
  });

  it('stores listing text exactly as sent, markup included', async () => {
    const markup = {
      title: '<script>alert("x")</script> Flat & garden',
      description: '  <img src=x onerror=alert(1)>\n"quoted" \'single\' </textarea>  ',
      address: '<b>1</b> Road',
    };
    const listing = await create({ ...home, ...markup, features: ['<i>Pool</i>'] });
    expect(listing).toMatchObject({ ...markup, features: ['<i>Pool</i>'] });
    expect((await publicDetail(listing.id)).json()).toMatchObject(markup);
  });

  it('places a listing sent without coordinates at its postcode, else at the spec default', async () => {
    const known = await create({ ...home, latitude: 0, longitude: 0 });
    expect([known.latitude, known.longitude]).toEqual(['51.42310000', '-0.20750000']);
    const unknown = await create({ ...home, zipCode: 'KW1 4YT' });
    expect([Number(unknown.latitude), Number(unknown.longitude)]).toEqual([
      DEFAULT_COORDINATES.latitude,
      DEFAULT_COORDINATES.longitude,
    ]);
  });

  it('shows a new listing at once in the home list, search, the map area and its detail page', async () => {
    await insertFixtureListings(t.database.db, 30);
    const listing = await create({
      ...home,
      title: 'Brand new listing in SW19',
      latitude: 51.4231,
      longitude: -0.2075,
    });
    const newest = (await call('GET', '/api/properties?limit=1')).json() as Property[];
    expect(newest[0]?.id).toBe(listing.id);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      payload: { location: 'SW19 3ES' },
    });
    expect((found.json() as Property[]).map((p) => p.id)).toContain(listing.id);
    const mapArea = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      payload: { bbox: { south: 51.42, west: -0.21, north: 51.43, east: -0.2 } },
    });
    expect((mapArea.json() as Property[]).map((p) => p.id)).toContain(listing.id);
    expect((await publicDetail(listing.id)).statusCode).toBe(200);
  });
});

describe('GET /api/user/properties', () => {
  it("lists only the caller's listings, newest first", async () => {
    const someone = await registerUser(t.app);
    const first = await create({ ...home, title: 'First' }, someone);
    const second = await create({ ...home, title: 'Second' }, someone);
    await create({ ...home, title: 'Not theirs' }, other);
    const res = await call('GET', '/api/user/properties', someone);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.json() as Property[]).map((p) => p.id)).toEqual([second.id, first.id]);
  });
});

describe('PUT /api/user/properties/:id', () => {
  it('replaces the fields, keeps id, owner, status and creation time, and moves updatedAt on', async () => {
    const listing = await create();
    const res = await call('PUT', `/api/user/properties/${listing.id}`, owner, {
      ...home,
      title: 'Price reduced: three-bed semi',
      price: 600000,
      status: 'sold',
      ownerId: other.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Property;
    expect(updated).toMatchObject({
      id: listing.id,
      ownerId: owner.id,
      status: 'available',
      title: 'Price reduced: three-bed semi',
      price: 600000,
      createdAt: listing.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(listing.updatedAt));
    expect((await publicDetail(listing.id)).json()).toMatchObject({ price: 600000 });
  });

  it("answers 404 for another user's, a demo, an unknown or a malformed id, and changes nothing", async () => {
    const listing = await create();
    const [demo] = await insertFixtureListings(t.database.db, 1, 'demo-owner-check');
    const admin = await createAdmin(t);
    for (const [who, id] of [
      [other, listing.id],
      [admin, listing.id],
      [owner, demo!.id!],
      [owner, crypto.randomUUID()],
      [owner, 'not-an-id'],
    ] as const) {
      const put = await call('PUT', `/api/user/properties/${id}`, who, { ...home, title: 'Hijacked' });
      expect([put.statusCode, put.json()]).toEqual([
        404,
        { message: 'Property not found', code: 'not_found' },
      ]);
      const del = await call('DELETE', `/api/user/properties/${id}`, who);
      expect(del.statusCode).toBe(404);
    }
    expect((await publicDetail(listing.id)).json()).toMatchObject({ title: home.title, ownerId: owner.id });
    expect((await publicDetail(demo!.id!)).statusCode).toBe(200);
  });
});

describe('photos on a listing', () => {
  it('takes the owner’s uploads in the order sent, and lets go of those removed on edit', async () => {
    const [a, b] = [await uploadPhoto(t.app, owner), await uploadPhoto(t.app, owner)];
    const listing = await create({ ...home, images: [b.objectPath, a.objectPath] });
    expect(listing.images).toEqual([b.objectPath, a.objectPath]);
    expect(await rows(uploads, listing.id)).toBe(2);
    const edited = await call('PUT', `/api/user/properties/${listing.id}`, owner, {
      ...home,
      images: [a.objectPath],
    });
    expect((edited.json() as Property).images).toEqual([a.objectPath]);
    expect(await rows(uploads, listing.id)).toBe(1);
  });

  it("refuses someone else's upload, one never sent, one another listing holds, and an unknown one", async () => {
    const theirs = await uploadPhoto(t.app, other);
    const mine = await uploadPhoto(t.app, owner);
    await create({ ...home, images: [mine.objectPath] });
    await requestUploadUrl(t.app, owner);
    const [unsent] = await t.database.db
      .select({ name: uploads.name })
      .from(uploads)
      .where(and(eq(uploads.userId, owner.id), isNull(uploads.storedAt)));
    for (const image of [
      theirs.objectPath,
      `/objects/uploads/${unsent!.name}.webp`,
      mine.objectPath,
      `/objects/uploads/${'0'.repeat(32)}.webp`,
    ]) {
      const res = await call('POST', '/api/user/properties', owner, { ...home, images: [image] });
      expect([res.statusCode, res.json()], image).toEqual([
        400,
        { message: foreignImageMessage, code: 'bad_request' },
      ]);
    }
  });
});

describe('DELETE /api/user/properties/:id', () => {
  it('removes the listing with its favourites, views and photos', async () => {
    const photo = await uploadPhoto(t.app, owner);
    const listing = await create({ ...home, images: [photo.objectPath] });
    await call('POST', `/api/properties/${listing.id}/favorite`, other);
    await call('POST', `/api/properties/${listing.id}/view`, other);
    expect([await rows(userFavorites, listing.id), await rows(userPropertyViews, listing.id)]).toEqual([
      1, 1,
    ]);

    const res = await call('DELETE', `/api/user/properties/${listing.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect((await publicDetail(listing.id)).statusCode).toBe(404);
    expect([await rows(userFavorites, listing.id), await rows(userPropertyViews, listing.id)]).toEqual([
      0, 0,
    ]);
    const file = path.join(objectsRoot(t.config.dataDir), photo.objectPath.replace('/objects/', ''));
    expect(existsSync(file)).toBe(false);
    expect((await call('GET', photo.objectPath)).statusCode).toBe(404);
    const leftRows = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.name, uploadNameOf(photo.objectPath)!));
    expect(leftRows).toEqual([]);
    expect((await call('GET', '/api/user/favorites', other)).json()).toEqual([]);
  });
});

describe('ownerName', () => {
  it('falls back from the full name to the username, then to Property Owner', () => {
    const user = { id: 'x', email: 'a@b.c', username: 'jo_s', firstName: 'Jo', lastName: null };
    expect(ownerName(user)).toBe('Jo');
    expect(ownerName({ ...user, firstName: null })).toBe('jo_s');
    expect(ownerName({ ...user, firstName: '', username: '' })).toBe('Property Owner');
  });
});
