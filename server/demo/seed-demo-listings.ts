import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties, propertyHistory } from '../db/schema/index';
import { objectsRoot } from '../lib/object-path';
import { insertProperties } from '../modules/properties/properties.repository';
import { loadMedians, loadPlaces } from './area-data';
import { ensureDemoImages } from './demo-images';
import { type DemoListing, fallbackPlaces, generateListings, type RegionContext } from './listing-generator';
import { originalAskingPrice } from './listing-material';
import { DEMO_REGIONS, type RegionSpec } from './regions';

export const DEMO_SEED = 'home-hunter-demo-v1';
export const DEMO_LISTING_COUNT = 300;

export interface DemoListingOptions {
  seed?: string;
  count?: number;
  /**
   * Listing dates count back from here; defaults to the start of today (UTC, by the app's clock
   * when seeding), so a day's runs agree.
   */
  now?: Date;
  regions?: RegionSpec[];
}

const startOfDay = (at: Date) => new Date(at.toISOString().slice(0, 10) + 'T00:00:00Z');

/** Each region with its real postcodes and medians when loaded, else its built-in town centres. */
export async function loadRegionContexts(
  db: Db,
  specs: RegionSpec[],
  seed: string,
  now: Date,
): Promise<RegionContext[]> {
  const contexts: RegionContext[] = [];
  for (const spec of specs) {
    const loaded = await loadPlaces(db, spec);
    const places = loaded.length > 0 ? loaded : fallbackPlaces(spec, seed);
    const districts = [...new Set(places.map((p) => p.district))];
    contexts.push({ spec, places, medians: await loadMedians(db, districts, now.getUTCFullYear()) });
  }
  return contexts;
}

/** The demo listings for the current database contents, without writing them. */
export async function generateDemoListings(db: Db, options: DemoListingOptions = {}) {
  const seed = options.seed ?? DEMO_SEED;
  const now = options.now ?? startOfDay(new Date());
  const regions = await loadRegionContexts(db, options.regions ?? DEMO_REGIONS, seed, now);
  return {
    rows: generateListings({ seed, count: options.count ?? DEMO_LISTING_COUNT, now, regions }),
    fromSoldData: regions.filter((r) => r.medians.size > 0).map((r) => r.spec.key),
  };
}

export interface SeedContext {
  db: Db;
  config: Pick<AppConfig, 'dataDir'>;
  log: Pick<FastifyBaseLogger, 'info'>;
  now(): Date;
}

/**
 * Loads the demo listings and their pictures. Safe to run on every start: listing ids come from
 * the seed, so existing listings are kept (or, with `replace`, refreshed) and existing pictures
 * are not redrawn. Call it after the sold-price data has loaded, so prices follow local sales.
 */
export async function seedDemoListings(
  app: SeedContext,
  options: DemoListingOptions & { replace?: boolean; images?: boolean } = {},
) {
  const images =
    options.images === false ? undefined : await ensureDemoImages(objectsRoot(app.config.dataDir));
  const { rows, fromSoldData } = await generateDemoListings(app.db, {
    ...options,
    now: options.now ?? startOfDay(app.now()),
  });
  const inserted = await insertProperties(app.db, rows, { replace: options.replace });
  await recordDemoReductions(app.db, rows, options.seed ?? DEMO_SEED);
  app.log.info(
    { listings: rows.length, inserted, pricedFromSales: fromSoldData, imagesCreated: images?.created ?? 0 },
    'demo listings ready',
  );
  return { listings: rows.length, inserted, imagesCreated: images?.created ?? 0 };
}

const CUT_BATCH = 500;

/**
 * A reduced demo listing has a history: listed at a higher price, cut when it was last updated.
 * The insert trigger recorded it as listed at today's price; this sets its first price and adds
 * the cut, once (a listing with any later event, such as a real change since, is left alone).
 */
export async function recordDemoReductions(db: Db, rows: DemoListing[], seed: string) {
  const reduced = rows.filter((row) => row.reducedAt !== null);
  for (let i = 0; i < reduced.length; i += CUT_BATCH) {
    const cuts = sql.join(
      reduced
        .slice(i, i + CUT_BATCH)
        .map(
          (row) =>
            sql`(${row.id}::uuid, ${originalAskingPrice(seed, row.id, row.price)}::int, ${row.price}::int, ${row.reducedAt!.toISOString()}::timestamptz)`,
        ),
      sql`, `,
    );
    await db.execute(sql`
      WITH cut(property_id, original, price, at) AS (VALUES ${cuts}),
      fresh AS (
        SELECT c.* FROM cut c JOIN ${properties} p ON p.id = c.property_id AND p.owner_id IS NULL AND p.price = c.price
        WHERE NOT EXISTS (SELECT 1 FROM ${propertyHistory} h WHERE h.property_id = c.property_id AND h.event <> 'listed')
      ),
      relisted AS (
        UPDATE ${propertyHistory} h SET price = f.original, status = 'available' FROM fresh f
        WHERE h.property_id = f.property_id AND h.event = 'listed' RETURNING h.property_id
      )
      INSERT INTO ${propertyHistory} (property_id, event, price, previous_price, status, at)
      SELECT f.property_id, 'reduced', f.price, f.original, 'reduced', f.at FROM fresh f
      WHERE f.property_id IN (SELECT property_id FROM relisted)`);
  }
}
