import {
  BUILT_FORMS,
  EPC_RATINGS,
  propertyMessages,
  type Property,
  SEARCH_RADII,
  TENURES,
} from '@contracts/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textSource } from '../../lib/import/sources';
import { importPostcodes } from '../postcodes/postcode-importer';
import { CENTRE, destination } from '../../test/sold-search-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { type DemoListing, fixtureListings, search } from '../../test/test-listings';
import { insertProperties } from './properties.repository';

/*
 * The UK search filters (issue 17 item 2): radius around a postcode, district or town; built form,
 * tenure, date added, reductions, shared ownership and retirement, EPC. Every expected answer is
 * worked out here from the rows inserted, independently of the SQL.
 */

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
/** The sphere earthdistance measures on. */
const EARTH_RADIUS_M = 6378168;
const MILE = 1609.344;

/** Miles from the centre postcode; 2.9/3.2 and 39/41 sit either side of a radius. */
const MILES = [0, 0.2, 0.45, 0.9, 1.1, 2.5, 2.9, 3.2, 4.5, 9, 14, 19, 29, 39, 41, 0.6, 1.8, 2.2];
const AGES = [0.5, 2, 5, 10, 20, 60];

function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h))) / MILE;
}

const position = (p: Pick<Property, 'latitude' | 'longitude'>) => ({
  latitude: Number(p.latitude),
  longitude: Number(p.longitude),
});

/** The buyer's search below: row 5 matches it; 6 is leasehold, 7 is 3.2 miles out, 4 was listed too long ago. */
const SEMI = { builtForm: 'Semi-detached', tenure: 'Freehold' } as const;
const OVERRIDES: Record<number, Partial<DemoListing>> = {
  4: { ...SEMI, createdAt: new Date(NOW.getTime() - 10 * DAY) },
  5: { ...SEMI, createdAt: new Date(NOW.getTime() - 2 * DAY) },
  6: { ...SEMI, tenure: 'Leasehold', createdAt: new Date(NOW.getTime() - 2 * DAY) },
  7: { ...SEMI, createdAt: new Date(NOW.getTime() - 2 * DAY) },
};

function testRows(): DemoListing[] {
  return fixtureListings(MILES.length, 'uk-filters').map((row, i) => {
    const at = destination(MILES[i]!, (i * 47) % 360);
    const reduced = i % 4 === 0;
    return {
      ...row,
      zipCode: i === 0 ? CENTRE.postcode : i % 2 ? 'SW20 8AA' : 'KT3 4AA',
      // Three listings near the centre make up the town of Testbury.
      city: i >= 1 && i <= 3 ? 'Testbury' : 'Elsewhere',
      state: 'Testshire',
      latitude: at.latitude.toFixed(8),
      longitude: at.longitude.toFixed(8),
      price: 200_000 + i * 25_000,
      builtForm: BUILT_FORMS[i % BUILT_FORMS.length]!,
      tenure: TENURES[i % TENURES.length]!,
      leaseYearsRemaining: null,
      groundRent: null,
      epcRating: i % 8 === 7 ? null : EPC_RATINGS[i % EPC_RATINGS.length]!,
      epcPotential: null,
      sharedOwnership: i % 5 === 0,
      retirement: i % 6 === 1,
      createdAt: new Date(NOW.getTime() - AGES[i % AGES.length]! * DAY),
      updatedAt: new Date(NOW.getTime() - DAY / 4),
      reducedAt: reduced ? new Date(NOW.getTime() - DAY) : null,
      status: reduced ? 'reduced' : 'available',
      ...OVERRIDES[i],
    };
  });
}

describe('UK search filters', () => {
  let t: TestApp;
  let all: Property[];

  async function expectSearch(body: Record<string, unknown>, expected: (p: Property) => boolean) {
    const res = await search(t.app, { limit: 500, ...body });
    expect(res.statusCode, res.body).toBe(200);
    const rows: Property[] = res.json();
    const ids = (list: Property[]) => list.map((p) => p.title + p.id).sort();
    expect(ids(rows), JSON.stringify(body)).toEqual(ids(all.filter(expected)));
    return rows;
  }

  async function expectRefused(body: Record<string, unknown>, message: string) {
    const res = await search(t.app, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message });
  }

  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => NOW });
    await importPostcodes(t.database, [
      textSource(
        'centre.csv',
        `postcode,latitude,longitude\n${CENTRE.postcode},${CENTRE.latitude},${CENTRE.longitude}\n`,
      ),
    ]);
    await insertProperties(t.database.db, testRows());
    all = (await search(t.app, { limit: 500 })).json();
    expect(all).toHaveLength(MILES.length);
  });
  afterAll(() => t.close());

  const fromCentre = (p: Property) => distanceMiles(CENTRE, position(p));

  it('finds listings within each radius of a postcode, boundaries included', async () => {
    for (const miles of SEARCH_RADII.filter((r) => r > 0)) {
      await expectSearch({ location: 'sw19 1aa', radius: miles }, (p) => fromCentre(p) <= miles);
    }
    const forty = await expectSearch({ location: 'SW19 1AA', radius: 40 }, (p) => fromCentre(p) <= 40);
    expect(forty.some((p) => fromCentre(p) > 38)).toBe(true);
    expect(forty.some((p) => fromCentre(p) > 40)).toBe(false);
    const three = await expectSearch({ location: 'SW19 1AA', radius: '3' }, (p) => fromCentre(p) <= 3);
    expect(three.length).toBeGreaterThan(3);
  });

  it('"This area only" (radius 0 or none) matches the location itself, not a circle', async () => {
    await expectSearch({ location: 'SW19 1AA', radius: 0 }, (p) => p.zipCode === 'SW19 1AA');
    await expectSearch({ location: 'SW19 1AA' }, (p) => p.zipCode === 'SW19 1AA');
  });

  it("takes a district's centre and a town's centre (the middle of its listings)", async () => {
    await expectSearch({ location: 'SW19', radius: 1 }, (p) => fromCentre(p) <= 1);
    const town = all.filter((p) => p.city === 'Testbury').map(position);
    const middle = {
      latitude: town.reduce((s, p) => s + p.latitude, 0) / town.length,
      longitude: town.reduce((s, p) => s + p.longitude, 0) / town.length,
    };
    const rows = await expectSearch(
      { location: 'Testbury', radius: 3 },
      (p) => distanceMiles(middle, position(p)) <= 3,
    );
    expect(rows.some((p) => p.city !== 'Testbury')).toBe(true);
    await expectSearch({ location: 'Nowhereville', radius: 5 }, () => false);
  });

  it('filters by built form and tenure, any of several', async () => {
    for (const form of BUILT_FORMS)
      await expectSearch({ builtForm: form.toLowerCase() }, (p) => p.builtForm === form);
    await expectSearch(
      { builtForm: ['Detached', 'Semi-detached'] },
      (p) => p.builtForm === 'Detached' || p.builtForm === 'Semi-detached',
    );
    await expectSearch({ builtForm: 'detached,end-of-terrace' }, (p) =>
      ['Detached', 'End of terrace'].includes(p.builtForm!),
    );
    for (const tenure of TENURES) await expectSearch({ tenure: [tenure] }, (p) => p.tenure === tenure);
  });

  it("filters by 'Added to site' on the app's clock", async () => {
    for (const days of [1, 3, 7, 14])
      await expectSearch(
        { maxDaysSinceAdded: days },
        (p) => Date.parse(p.createdAt) >= NOW.getTime() - days * DAY,
      );
  });

  it("'Reduced only' and 'Hide shared ownership and retirement homes'", async () => {
    const reduced = await expectSearch({ reducedOnly: true }, (p) => p.reducedAt !== null);
    expect(reduced.length).toBeGreaterThan(0);
    await expectSearch({ reducedOnly: false }, () => true);
    await expectSearch({ hideSharedAndRetirement: true }, (p) => !p.sharedOwnership && !p.retirement);
  });

  it('filters by minimum EPC rating: that band or better, unrated listings never', async () => {
    const onlyA = await expectSearch({ minEpc: 'A' }, (p) => p.epcRating === 'A');
    expect(onlyA.length).toBeGreaterThan(0);
    await expectSearch({ minEpc: 'c' }, (p) => p.epcRating !== null && p.epcRating <= 'C');
    await expectSearch({ minEpc: 'G' }, (p) => p.epcRating !== null);
  });

  it('combines them: within 3 miles, £250k to £400k, freehold, semi-detached, added this week', async () => {
    const filters = {
      location: 'SW19 1AA',
      radius: 3,
      minPrice: 250_000,
      maxPrice: 400_000,
      tenure: ['Freehold'],
      builtForm: ['Semi-detached'],
      maxDaysSinceAdded: 7,
    };
    const wanted = (p: Property) =>
      fromCentre(p) <= 3 &&
      p.price >= 250_000 &&
      p.price <= 400_000 &&
      p.tenure === 'Freehold' &&
      p.builtForm === 'Semi-detached' &&
      Date.parse(p.createdAt) >= NOW.getTime() - 7 * DAY;
    const rows = await expectSearch(filters, wanted);
    expect(rows.map((p) => p.price)).toEqual([325_000]);
  });

  it('refuses bad values with a clear message', async () => {
    const radii =
      'radius must be one of 0, 0.25, 0.5, 1, 3, 5, 10, 15, 20, 30, 40 (miles; 0 is this area only)';
    await expectRefused({ location: 'SW19 1AA', radius: 7 }, radii);
    await expectRefused({ location: 'SW19 1AA', radius: 41 }, radii);
    await expectRefused({ location: 'SW19 1AA', radius: 'far' }, radii);
    await expectRefused({ radius: 3 }, propertyMessages.radiusNeedsLocation);
    await expectRefused(
      { minPrice: 400_000, maxPrice: 250_000 },
      'minPrice must not be greater than maxPrice',
    );
    await expectRefused({ minEpc: 'H' }, 'minEpc must be an EPC rating from A to G');
    await expectRefused({ builtForm: ['Castle'] }, expect.stringContaining('Unknown builtForm') as never);
    await expectRefused({ tenure: 'Commonhold' }, expect.stringContaining('Unknown tenure') as never);
    await expectRefused({ maxDaysSinceAdded: 5 }, 'maxDaysSinceAdded must be one of 1, 3, 7, 14 (days)');
    await expectRefused({ reducedOnly: 'yes' }, 'reducedOnly must be true or false');
    await expectRefused({ hideSharedAndRetirement: 1 }, 'hideSharedAndRetirement must be true or false');
  });
});
