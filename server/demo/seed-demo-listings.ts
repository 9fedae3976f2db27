import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import { objectsRoot } from '../lib/object-path';
import { insertProperties } from '../modules/properties/properties.repository';
import { loadMedians, loadPlaces } from './area-data';
import { ensureDemoImages } from './demo-images';
import { fallbackPlaces, generateListings, type RegionContext } from './listing-generator';
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
  app.log.info(
    { listings: rows.length, inserted, pricedFromSales: fromSoldData, imagesCreated: images?.created ?? 0 },
    'demo listings ready',
  );
  return { listings: rows.length, inserted, imagesCreated: images?.created ?? 0 };
}
