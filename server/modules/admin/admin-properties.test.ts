import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Property, propertySchema } from '@contracts/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postcodes } from '../../db/schema/index';
import { objectsRoot, uploadNameOf } from '../../lib/object-path';
import { createAdmin, registerUser, type SignedInUser } from '../../test/auth-helpers';
import { insertListing } from '../../test/saved-search-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  countRows,
  createListing,
  dependentRows,
  expectOnlyDependentsGone,
  leaveFootprint,
  NO_ID,
} from '../../test/deletion-fixtures';

let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t);
  owner = await registerUser(t.app);
  await t.database.db
    .insert(postcodes)
    .values({ postcode: 'LS1 4AP', latitude: 53.7997, longitude: -1.5492, outwardCode: 'LS1' });
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who: SignedInUser | undefined, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/properties${url}`, headers: who?.headers ?? {}, payload });
const detail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json();

const dialog = {
  title: 'Renamed by the admin',
  price: 315000,
  propertyType: 'Apartment',
  address: '1 Park Row',
  city: 'Leeds',
  state: 'West Yorkshire',
};

describe('GET /api/admin/properties', () => {
  let made: Awaited<ReturnType<typeof insertListing>>[];
  beforeAll(async () => {
    const hour = 3_600_000;
    made = [];
    for (const [i, fields] of [
      { title: 'Sold cottage', status: 'sold', city: 'Ambridge' },
      { title: 'Reduced flat 50% off_now', status: 'reduced', zipCode: 'ZZ9 9ZZ' },
      { title: 'Plain house', state: 'Borsetshire' },
    ].entries())
      made.push(
        await insertListing(t.database.db, { ...fields, createdAt: new Date(Date.now() + (i + 1) * hour) }),
      );
  });

  it('lists every listing of any status, newest first, in the API shape, never cached', async () => {
    const res = await call('GET', '', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const listed: Property[] = res.json();
    expect(listed.slice(0, 3).map((p) => p.id)).toEqual(made.map((p) => p.id).reverse());
    expect(listed.slice(0, 3).map((p) => p.status)).toEqual(['available', 'reduced', 'sold']);
    for (const property of listed) expect(propertySchema.parse(property)).toEqual(property);
    expect(listed[0]).toEqual(await detail(made[2]!.id));
  });

  it('answers a page with the total, searching title, address, town, county and postcode', async () => {
    const page = async (query: string) => (await call('GET', `?${query}`, admin)).json();
    const all: Property[] = (await call('GET', '', admin)).json();
    const first = await page('page=1&pageSize=2');
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 2 });
    expect(first.items).toEqual(all.slice(0, 2));
    expect((await page('page=2&pageSize=2')).items).toEqual(all.slice(2, 4));
    const only = async (q: string) =>
      (await page(`page=1&q=${encodeURIComponent(q)}`)).items.map((p: Property) => p.id);
    expect(await only('SOLD COTTAGE')).toEqual([made[0]!.id]);
    expect(await only('ambridge')).toEqual([made[0]!.id]);
    expect(await only('borsetshire')).toEqual([made[2]!.id]);
    expect(await only('zz9 9zz')).toEqual([made[1]!.id]);
    expect(await only(made[2]!.address)).toContain(made[2]!.id);
    expect(await only('50%')).toEqual([made[1]!.id]);
    expect(await only('f_n')).toEqual([made[1]!.id]);
    expect(await only('0% off_')).toEqual([made[1]!.id]);
    expect(await only('\\')).toEqual([]);
  });

  it.each(['page=0', 'page=1&pageSize=101', `page=1&q=${'q'.repeat(101)}`, 'pageSize=abc'])(
    'refuses %s with 400',
    async (query) => {
      const res = await call('GET', `?${query}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Page|Search/);
    },
  );
});

describe('PUT /api/admin/properties/:id', () => {
  let listing: Property;
  beforeAll(async () => {
    listing = await createListing(t, owner, 'Owner listing');
  });

  it("changes the dialog's fields of anyone's listing, keeps the rest, and makes it available", async () => {
    await t.app.inject({ method: 'GET', url: '/api/properties' });
    const before = await detail(listing.id);
    const res = await call('PUT', `/${listing.id}`, admin, dialog);
    expect(res.statusCode, res.body).toBe(200);
    const updated: Property = res.json();
    expect(updated).toEqual({
      ...before,
      ...dialog,
      status: 'available',
      updatedAt: updated.updatedAt,
      reducedAt: updated.reducedAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    // The dialog's price is lower: the listing now shows when it was reduced.
    expect(dialog.price).toBeLessThan(before.price);
    expect(updated.reducedAt).not.toBe(before.reducedAt);
    expect(Date.parse(updated.reducedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await detail(listing.id)).toEqual(updated);
  });

  it("sets status 'available' whatever it was, and takes the form's other fields by the owner's rules", async () => {
    const reduced = await insertListing(t.database.db, { status: 'reduced' });
    const res = await call('PUT', `/${reduced.id}`, admin, {
      ...dialog,
      status: 'sold',
      bedrooms: '4',
      bathrooms: 2.5,
      features: 'Garden, Garage,',
      description: 'Sunny',
      ownerId: owner.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'available',
      bedrooms: 4,
      bathrooms: '2.5',
      features: ['Garden', 'Garage'],
      description: 'Sunny',
      ownerId: null,
    });
  });

  it('moves the listing to a new postcode, unless coordinates are sent', async () => {
    const put = async (body: object) => {
      const res = await call('PUT', `/${listing.id}`, admin, { ...dialog, ...body });
      expect(res.statusCode, res.body).toBe(200);
      const { zipCode, latitude, longitude } = res.json() as Property;
      return { zipCode, latitude: Number(latitude), longitude: Number(longitude) };
    };
    expect(await put({ zipCode: 'ls14ap' })).toEqual({
      zipCode: 'LS1 4AP',
      latitude: 53.7997,
      longitude: -1.5492,
    });
    expect(await put({ zipCode: 'SW19 3ES', latitude: 51.5, longitude: -0.2 })).toEqual({
      zipCode: 'SW19 3ES',
      latitude: 51.5,
      longitude: -0.2,
    });
    // The same postcode written differently is no move.
    expect(await put({ zipCode: 'sw19 3es' })).toMatchObject({ latitude: 51.5, longitude: -0.2 });
    // A postcode the table does not know gets the spec's default, as in the owner's form.
    expect(await put({ zipCode: 'EH1 1YZ' })).toMatchObject({ latitude: 51.5074, longitude: -0.1278 });
  });

  it("keeps, reorders or drops the listing's own photos, but adds none", async () => {
    const demo = await insertListing(t.database.db, { images: ['/demo/a.webp', '/demo/b.webp'] });
    const kept = await call('PUT', `/${demo.id}`, admin, {
      ...dialog,
      images: ['/demo/b.webp', '/demo/a.webp'],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().images).toEqual(['/demo/b.webp', '/demo/a.webp']);
    const foreign = await call('PUT', `/${demo.id}`, admin, { ...dialog, images: [listing.images[0]] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("An image is not one of this listing's photos");
    const dropped = await call('PUT', `/${listing.id}`, admin, { ...dialog, images: [] });
    expect(dropped.json().images).toEqual([]);
  });

  it.each<[string, object, string]>([
    ['no title', { ...dialog, title: '' }, 'Title is required'],
    ['a zero price', { ...dialog, price: 0 }, 'Price must be greater than 0'],
    ['no price', { ...dialog, price: undefined }, 'Price must be greater than 0'],
    ['no type', { ...dialog, propertyType: undefined }, 'Property type is required'],
    ['no address', { ...dialog, address: ' ' }, 'Address is required'],
    ['no town', { ...dialog, city: undefined }, 'City is required'],
    ['no county', { ...dialog, state: '' }, 'State/County is required'],
    ['a bad postcode', { ...dialog, zipCode: 'nowhere' }, 'Enter a valid UK postcode, e.g. SW19 3ES'],
    ['a latitude alone', { ...dialog, latitude: 52 }, 'Longitude is required'],
    ['a bad agent e-mail', { ...dialog, agentEmail: 'nope' }, 'Valid agent email is required'],
    [
      'six images',
      { ...dialog, images: ['1', '2', '3', '4', '5', '6'] },
      'You can only upload up to 5 images',
    ],
  ])('refuses %s with 400 and the spec message, changing nothing', async (_case, body, message) => {
    const before = await detail(listing.id);
    const res = await call('PUT', `/${listing.id}`, admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
    expect(await detail(listing.id)).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${listing.id}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers an unknown or malformed id with 404', async () => {
    for (const id of [NO_ID, 'not-a-uuid']) {
      const res = await call('PUT', `/${id}`, admin, dialog);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found', code: 'not_found' });
    }
  });
});

describe('DELETE /api/admin/properties/:id', () => {
  it("removes the listing with its photos and every other user's rows about it, and nothing else", async () => {
    const [other, viewer] = [await registerUser(t.app), await registerUser(t.app)];
    const [target, kept] = await leaveFootprint(t, other, []);
    await leaveFootprint(t, viewer, [target!, kept!]);
    const dependents = dependentRows(NO_ID, [target!.id]);
    const before = await countRows(t, dependents);
    for (const table of [
      'properties',
      'user_favorites',
      'user_property_views',
      'saved_search_notices',
      'property_price_changes',
      'property_history',
      'property_stats',
      'agent_messages',
      'uploads',
    ])
      expect(before[table]!.dependent, table).toBeGreaterThan(0);
    const photo = path.join(
      objectsRoot(t.config.dataDir),
      'uploads',
      `${uploadNameOf(target!.images[0]!)}.webp`,
    );
    expect(existsSync(photo)).toBe(true);

    const res = await call('DELETE', `/${target!.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Property deleted successfully.' });
    expectOnlyDependentsGone(before, await countRows(t, dependents));
    expect(existsSync(photo)).toBe(false);
    expect((await call('DELETE', `/${target!.id}`, admin)).statusCode).toBe(404);
  });

  it('answers an unknown or malformed id with 404', async () => {
    for (const id of [NO_ID, 'not-a-uuid']) {
      const res = await call('DELETE', `/${id}`, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found', code: 'not_found' });
    }
  });
});

describe('guards', () => {
  it.each<[string, number]>([
    ['anonymous', 401],
    ['user', 403],
  ])('every route refuses a caller who is %s with %i, and changes nothing', async (who, status) => {
    const caller = who === 'user' ? owner : undefined;
    const listing = await createListing(t, owner, 'Guarded');
    for (const [method, url, body] of [
      ['GET', '', undefined],
      ['GET', '?page=0', undefined],
      ['PUT', `/${listing.id}`, dialog],
      ['PUT', '/not-a-uuid', {}],
      ['DELETE', `/${listing.id}`, undefined],
    ] as [Method, string, object | undefined][]) {
      const res = await call(method, url, caller, body);
      expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
    expect(await detail(listing.id)).toEqual(listing);
  });
});
