import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_IMAGE_SIZES } from '@contracts/listing-images';
import { PROPERTY_TYPES } from '@contracts/property';
import { eq, sql } from 'drizzle-orm';
import { isValid } from 'postcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postcodes, properties, propertyHistory, soldProperties, users } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../test/test-app';
import { FIXTURE_NOW, fixtureListings } from '../test/test-listings';
import { loadMedians } from './area-data';
import { ensureDemoImages, renderImageSvg } from './demo-images';
import { demoImageSpecs, imagesByKind } from './image-pool';
import { upliftFactor } from './price-index';
import { DEMO_REGIONS } from './regions';
import { generateDemoListings, seedDemoListings } from './seed-demo-listings';

const DRAMA_PHONE =
  /^(020 7946 0\d{3}|0161 496 0\d{3}|0191 498 0\d{3}|0151 496 0\d{3}|0121 496 0\d{3}|01632 960\d{3})$/;

describe('demo listing generator', () => {
  const rows = fixtureListings(300);

  it('is deterministic: the same seed gives identical listings, another seed different ones', () => {
    expect(fixtureListings(300)).toEqual(rows);
    expect(fixtureListings(10)).toEqual(rows.slice(0, 10));
    expect(fixtureListings(10, 'other')[0]!.id).not.toBe(rows[0]!.id);
  });

  it('gives every listing a unique id and spreads them over every demo region', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(300);
    for (const region of DEMO_REGIONS) {
      const districts = new Set(region.towns.map((t) => t.district));
      expect(
        rows.some((r) => districts.has(r.zipCode.split(' ')[0]!)),
        region.key,
      ).toBe(true);
    }
  });

  it('makes plausible UK listings', () => {
    const pool = new Set([...imagesByKind().values()].flat());
    for (const r of rows) {
      expect(
        Number.isInteger(r.price) && r.price >= 50_000 && r.price <= 10_000_000,
        `${r.title} £${r.price}`,
      ).toBe(true);
      expect(PROPERTY_TYPES).toContain(r.propertyType);
      expect(r.bathrooms).toMatch(/^\d\.[05]$/);
      expect(r.bedrooms).toBeGreaterThanOrEqual(0);
      expect(r.title).toContain(r.bedrooms === 0 ? 'Studio' : `${r.bedrooms} bedroom`);
      expect(isValid(r.zipCode)).toBe(true);
      expect(Number(r.latitude)).toBeGreaterThan(50);
      expect(Number(r.latitude)).toBeLessThan(56);
      expect(Number(r.longitude)).toBeGreaterThan(-4);
      expect(Number(r.longitude)).toBeLessThan(2);
      expect(r.agentPhone).toMatch(DRAMA_PHONE);
      expect(r.agentEmail).toMatch(/^[a-z]+\.[a-z]+@[a-z]+\.example$/);
      expect(['available', 'new', 'reduced']).toContain(r.status);
      expect(r.images!.length).toBeGreaterThanOrEqual(3);
      expect(r.images!.length).toBeLessThanOrEqual(5);
      expect(r.images![0]).toMatch(/^\/demo\/exterior-/);
      for (const image of r.images!) expect(pool.has(image)).toBe(true);
      expect(r.features!.length).toBeGreaterThanOrEqual(4);
      expect(r.lotSize === null).toBe(r.propertyType === 'Flat' || r.propertyType === 'Apartment');
      expect(r.ownerId).toBeNull();
      expect(r.createdAt!.getTime()).toBeLessThanOrEqual(FIXTURE_NOW.getTime());
      expect(r.updatedAt!.getTime()).toBeGreaterThanOrEqual(r.createdAt!.getTime());
    }
    const types = new Set(rows.map((r) => r.propertyType));
    for (const type of ['House', 'Apartment', 'Townhome', 'Flat', 'Bungalow', 'Cottage', 'Townhouse'])
      expect(types).toContain(type);
    const statuses = new Set(rows.map((r) => r.status));
    expect(statuses).toEqual(new Set(['available', 'new', 'reduced']));
  });

  it('prices and sizes grow with bedrooms, and London costs more than the North', () => {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const houses = rows.filter((r) => r.propertyType === 'House');
    expect(mean(houses.filter((r) => r.bedrooms >= 4).map((r) => r.sqft!))).toBeGreaterThan(
      mean(houses.filter((r) => r.bedrooms <= 3).map((r) => r.sqft!)),
    );
    const wimbledon = rows.filter((r) => r.city === 'Wimbledon').map((r) => r.price);
    const newcastle = rows.filter((r) => r.city === 'Newcastle upon Tyne').map((r) => r.price);
    expect(mean(wimbledon)).toBeGreaterThan(2 * mean(newcastle));
  });
});

describe('demo material information', () => {
  const rows = fixtureListings(300);
  const flats = rows.filter((r) => r.builtForm === 'Flat or maisonette');
  const houses = rows.filter((r) => r.builtForm !== 'Flat or maisonette');

  it('matches the listing: flats leasehold with a lease and charges, houses mostly freehold', () => {
    expect(flats.length).toBeGreaterThan(30);
    for (const r of flats) {
      expect(['Flat', 'Apartment']).toContain(r.propertyType);
      expect(['Leasehold', 'Share of freehold']).toContain(r.tenure);
      expect(r.leaseYearsRemaining).toBeGreaterThanOrEqual(55);
      expect(r.leaseYearsRemaining).toBeLessThanOrEqual(999);
      expect(r.groundRent).toBeGreaterThanOrEqual(0);
      expect(r.serviceCharge).toBeGreaterThanOrEqual(600);
    }
    const freehold = houses.filter((r) => r.tenure === 'Freehold');
    expect(freehold.length / houses.length).toBeGreaterThan(0.85);
    for (const r of freehold)
      expect([r.leaseYearsRemaining, r.groundRent, r.serviceCharge]).toEqual([null, null, null]);
    for (const r of rows) {
      if (r.title.includes('semi-detached house')) expect(r.builtForm).toBe('Semi-detached');
      if (r.title.includes('end of terrace')) expect(r.builtForm).toBe('End of terrace');
      if (r.title.includes('bungalow')) expect(r.builtForm).toBe('Bungalow');
      expect('ABCDEFGH').toContain(r.councilTaxBand);
      expect(r.epcPotential! <= r.epcRating!).toBe(true);
      expect(r.epcCertificateUrl).toBeNull();
    }
  });

  it('rates bands by price and EPCs by age, and marks a few shared-ownership and retirement homes', () => {
    const meanBand = (list: typeof rows) =>
      list.reduce((sum, r) => sum + 'ABCDEFGH'.indexOf(r.councilTaxBand!), 0) / list.length;
    const byPrice = [...houses].sort((a, b) => a.price - b.price);
    const third = Math.floor(byPrice.length / 3);
    expect(meanBand(byPrice.slice(-third))).toBeGreaterThan(meanBand(byPrice.slice(0, third)) + 1);
    const meanEpc = (list: typeof rows) =>
      list.reduce((sum, r) => sum + 'ABCDEFG'.indexOf(r.epcRating!), 0) / list.length;
    const old = rows.filter((r) => r.yearBuilt !== null && r.yearBuilt < 1919);
    const recent = rows.filter((r) => r.yearBuilt !== null && r.yearBuilt >= 2007);
    expect(meanEpc(old)).toBeGreaterThan(meanEpc(recent) + 1.5);
    const shared = rows.filter((r) => r.sharedOwnership);
    const retirement = rows.filter((r) => r.retirement);
    expect(shared.length).toBeGreaterThan(0);
    expect(retirement.length).toBeGreaterThan(0);
    expect(shared.length + retirement.length).toBeLessThan(rows.length / 10);
    expect(shared.every((r) => !r.retirement)).toBe(true);
  });

  it('dates a reduced listing’s cut at its last update', () => {
    for (const r of rows) expect(r.reducedAt).toEqual(r.status === 'reduced' ? r.updatedAt : null);
  });
});

describe('demo pictures', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hh-demo-images-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('draws 60 distinct pictures, the same ones every time', () => {
    const specs = demoImageSpecs();
    expect(specs).toHaveLength(60);
    const drawings = specs.map(renderImageSvg);
    expect(new Set(drawings).size).toBe(60);
    expect(specs.map(renderImageSvg)).toEqual(drawings);
  });

  it('writes WebP files once and skips those already there', async () => {
    const specs = demoImageSpecs().filter((s) => s.variant === 0);
    expect(await ensureDemoImages(dir, specs)).toEqual({ created: specs.length, total: specs.length });
    for (const spec of specs) {
      const bytes = readFileSync(path.join(dir, 'demo', `${spec.name}.webp`));
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(await ensureDemoImages(dir, specs)).toEqual({ created: 0, total: specs.length });
  });

  it('writes each picture at the sizes the web app offers, and adds a missing thumbnail later', async () => {
    const [spec] = demoImageSpecs();
    const folder = path.join(dir, 'demo');
    await ensureDemoImages(dir, [spec!]);
    const picture = path.join(folder, `${spec!.name}.webp`);
    const thumbnail = path.join(folder, `${spec!.name}-thumb.webp`);
    expect(await sharp(picture).metadata()).toMatchObject({ width: DEMO_IMAGE_SIZES.display, height: 600 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({
      width: DEMO_IMAGE_SIZES.thumbnail,
      height: 360,
    });

    // A pool drawn before thumbnails existed: the picture stays as it is, the thumbnail is added.
    rmSync(thumbnail);
    const before = statSync(picture).mtimeMs;
    expect(await ensureDemoImages(dir, [spec!])).toEqual({ created: 1, total: 1 });
    expect(existsSync(thumbnail)).toBe(true);
    expect(statSync(picture).mtimeMs).toBe(before);
  });
});

describe('seeding demo listings into the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const count = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(properties))[0]!.n;

  it('is idempotent, and replace refreshes demo listings but never owned ones', async () => {
    const options = { count: 40, images: false, now: FIXTURE_NOW };
    expect(await seedDemoListings(t.app, options)).toMatchObject({ listings: 40, inserted: 40 });
    expect(await seedDemoListings(t.app, options)).toMatchObject({ listings: 40, inserted: 0 });
    expect(Number(await count())).toBe(40);

    const db = t.database.db;
    const [first, second] = await db.select().from(properties).orderBy(properties.id).limit(2);
    const [owner] = await db
      .insert(users)
      .values({ username: 'owner', email: 'owner@example.com', passwordHash: 'x' })
      .returning();
    await db.update(properties).set({ title: 'Edited' }).where(eq(properties.id, first!.id));
    await db
      .update(properties)
      .set({ title: 'Mine now', ownerId: owner!.id })
      .where(eq(properties.id, second!.id));
    await seedDemoListings(t.app, { ...options, replace: true });
    const [restored] = await db.select().from(properties).where(eq(properties.id, first!.id));
    expect(restored!.title).toBe(first!.title);
    const [owned] = await db.select().from(properties).where(eq(properties.id, second!.id));
    expect(owned).toMatchObject({ title: 'Mine now', ownerId: owner!.id });
    expect(Number(await count())).toBe(40);
  });

  it('gives reduced listings a history, listed higher and cut when last updated, once', async () => {
    const events = () =>
      t.database.db
        .select({
          id: propertyHistory.propertyId,
          event: propertyHistory.event,
          price: propertyHistory.price,
          previousPrice: propertyHistory.previousPrice,
          at: propertyHistory.at,
        })
        .from(propertyHistory)
        .orderBy(propertyHistory.id);
    const listed = await db().select().from(properties);
    const reduced = listed.filter((r) => r.reducedAt !== null);
    expect(reduced.length).toBeGreaterThan(0);
    const all = await events();
    for (const listing of reduced) {
      const own = all.filter((e) => e.id === listing.id);
      expect(own.map((e) => e.event)).toEqual(['listed', 'reduced']);
      expect(own[0]!.price).toBeGreaterThan(listing.price);
      expect(own[1]).toMatchObject({
        price: listing.price,
        previousPrice: own[0]!.price,
        at: listing.reducedAt,
      });
    }
    for (const listing of listed.filter((r) => r.reducedAt === null))
      expect(all.filter((e) => e.id === listing.id).map((e) => e.event)).toEqual(['listed']);
    await seedDemoListings(t.app, { count: 40, images: false, now: FIXTURE_NOW, replace: true });
    expect(await events()).toEqual(all);
  });

  it('generates images into the objects folder when asked', async () => {
    await seedDemoListings(t.app, { count: 1, now: FIXTURE_NOW });
    expect(existsSync(path.join(t.config.dataDir, 'objects', 'demo', 'exterior-detached-01.webp'))).toBe(
      true,
    );
  });

  it('places listings at real postcodes with sales and prices them from the local median', async () => {
    const db = t.database.db;
    const spots = [
      { postcode: 'SW19 1AA', latitude: 51.4201, longitude: -0.2031, outwardCode: 'SW19' },
      { postcode: 'SW19 2BB', latitude: 51.4155, longitude: -0.1925, outwardCode: 'SW19' },
    ];
    await db.insert(postcodes).values(spots);
    const terraced = [400_000, 450_000, 500_000, 550_000, 600_000];
    await db.insert(soldProperties).values(
      terraced.map((price, i) => ({
        transactionId: `10000000-0000-4000-8000-00000000000${i}`,
        price,
        saleDate: '2019-06-01',
        postcode: spots[i % 2]!.postcode,
        propertyType: 'T',
        oldOrNew: 'N',
        duration: 'F',
        streetName: 'TEST ROAD',
        city: 'LONDON',
        propertyTypeFormatted: 'Terraced',
        newBuild: false,
        tenure: 'Freehold',
        fullAddress: `${i} TEST ROAD, LONDON`,
        addressKey: `${i} TEST ROAD`,
      })),
    );
    const medians = await loadMedians(db, ['SW19'], 2026);
    expect(medians.get('SW19|T')!.median).toBeCloseTo(500_000 * upliftFactor(2019, 2026), 0);

    const { rows, fromSoldData } = await generateDemoListings(db, { count: 60, now: FIXTURE_NOW });
    expect(fromSoldData).toEqual(['wimbledon']);
    const inWimbledon = rows.filter((r) => r.city === 'Wimbledon');
    expect(inWimbledon.length).toBeGreaterThan(5);
    for (const r of inWimbledon) {
      expect(['SW19 1AA', 'SW19 2BB']).toContain(r.zipCode);
      expect(
        Math.abs(Number(r.latitude) - spots.find((s) => s.postcode === r.zipCode)!.latitude),
      ).toBeLessThan(0.001);
    }
    // Terraced houses are priced around the uplifted local median (bedrooms and a +-20% spread aside).
    const local = 500_000 * upliftFactor(2019, 2026);
    for (const r of inWimbledon.filter((x) => x.title.includes('terrace'))) {
      expect(r.price).toBeGreaterThan(local * 0.5);
      expect(r.price).toBeLessThan(local * 1.8);
    }
  });
});
