import { desc, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertFixtureListings } from '../../test/test-listings';
import { listingCardSchema, type Property, propertySchema, propertySearchSchema } from '@contracts/property';
import { findPage, findPageJson, insertProperties, renderQuery } from './properties.repository';
import { createListingPages, READING_CACHE_MS } from './properties.service';
import { toPropertyJson } from './property-presenter';

/** Characters JSON escapes, and some it leaves alone (non-ASCII, U+2028, a closing script tag). */
const AWKWARD =
  'A "quoted" \\ back\\slash\nnew line\ttab\b\f\u0001\u001f\u007f é ü £ 😀 \u2028\u2029 </script> &amp;';

describe('listing pages built by the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const [fixture] = await insertFixtureListings(t.database.db, 20);
    // Every nullable field empty, and timestamps with microseconds on both sides of a millisecond.
    await insertProperties(t.database.db, [
      {
        ...fixture!,
        id: '00000000-0000-4000-8000-000000000001',
        latitude: null,
        longitude: null,
        yearBuilt: null,
        lotSize: null,
        agentName: null,
        agentPhone: null,
        agentEmail: null,
        features: [],
        images: [],
      },
    ]);
    // Text that JSON escapes (quotes, backslashes, control characters) or that only looks risky.
    await insertProperties(t.database.db, [
      {
        ...fixture!,
        id: '00000000-0000-4000-8000-000000000002',
        title: AWKWARD,
        description: `${AWKWARD}\r\n${AWKWARD}`,
        address: 'Flat "B", 1\\2 High Street',
        features: [AWKWARD, '', 'plain'],
        images: ['/uploads/a b.webp', AWKWARD],
        agentName: AWKWARD,
        latitude: '-0.00000100',
        longitude: '-179.99999999',
        lotSize: '0.50',
        bathrooms: '2.5',
      },
    ]);
    await t.database.db.execute(
      sql`update ${properties} set created_at = '2026-01-15 10:20:30.999999+00',
        updated_at = '2026-01-15 10:20:31.000001+00' where id = '00000000-0000-4000-8000-000000000001'`,
    );
  });
  afterAll(() => t.close());

  it('gives exactly the presenter output, key order and date text included', async () => {
    const { db } = t.database;
    const page = await findPage(db, undefined, { sort: 'newest', limit: 500, offset: 0 });
    const rows = await db.select().from(properties);
    const presented = new Map(rows.map((row) => [row.id, toPropertyJson(row)]));
    expect(page).toHaveLength(22);
    // Compared as JSON text: what a client receives must not change by a byte.
    expect(JSON.stringify(page)).toBe(JSON.stringify(page.map((item) => presented.get(item.id))));
    const empty = page.find((item) => item.id === '00000000-0000-4000-8000-000000000001');
    expect(empty).toMatchObject({
      latitude: null,
      yearBuilt: null,
      features: [],
      createdAt: '2026-01-15T10:20:30.999Z',
      updatedAt: '2026-01-15T10:20:31.000Z',
    });
  });

  it.each([['full'], ['card']] as const)(
    'writes the %s shape as the bytes JSON.stringify makes of the presented listings',
    async (shape) => {
      const { db } = t.database;
      const fields = shape === 'card' ? ('card' as const) : undefined;
      const page = await findPageJson(db, undefined, { sort: 'newest', limit: 500, offset: 0, fields });
      const rows = await db
        .select()
        .from(properties)
        .orderBy(desc(properties.createdAt), desc(properties.id));
      const keys = Object.keys(shape === 'card' ? listingCardSchema.shape : propertySchema.shape);
      const presented = rows.map((row) => {
        const listing = toPropertyJson(row);
        return Object.fromEntries(
          Object.keys(listing)
            .filter((key) => keys.includes(key))
            .map((key) => [key, listing[key as keyof Property]]),
        );
      });
      expect(page.count).toBe(22);
      expect(page.json).toContain('\\u0001');
      expect(page.json).toBe(JSON.stringify(presented));
    },
  );

  it('answers an empty page as an empty array', async () => {
    const nothing = sql`false`;
    expect(await findPageJson(t.database.db, nothing, { sort: 'newest', limit: 10, offset: 0 })).toEqual({
      count: 0,
      json: '[]',
    });
  });

  it('resolves a word once for the searches that arrive together while its reading is missing', async () => {
    const { db } = t.database;
    let resolved = 0;
    // Counts the location readings (resolveText's statement) the searches send.
    const counted = new Proxy(db, {
      get(target, name, receiver) {
        if (name !== 'execute') return Reflect.get(target, name, receiver);
        return (statement: SQL) => {
          if (renderQuery(statement).sql.includes('text_hit')) resolved++;
          return target.execute(statement);
        };
      },
    });
    const pages = createListingPages(counted, () => Date.now());
    const search = () => pages.search(propertySearchSchema.parse({ location: 'Manchestr' }));
    await Promise.all(Array.from({ length: 8 }, search));
    expect(resolved).toBe(1);
  });

  it('reads a location word once per READING_CACHE_MS: a new town is found when its reading expires', async () => {
    const { db } = t.database;
    let clock = Date.now();
    const pages = createListingPages(db, () => clock);
    const search = async (): Promise<Property[]> =>
      JSON.parse((await pages.search(propertySearchSchema.parse({ location: 'Zedbury' }))).listingsJson);
    expect(await search()).toEqual([]);
    const [fixture] = await insertFixtureListings(db, 1, 'zedbury');
    await db.execute(sql`update ${properties} set city = 'Zedbury' where id = ${fixture!.id}`);
    expect(await search()).toEqual([]);
    clock += READING_CACHE_MS + 1;
    expect((await search()).map((item) => item.id)).toEqual([fixture!.id]);
  });
});
