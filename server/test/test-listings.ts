import type { Property, PropertySort } from '@contracts/property';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { type DemoListing, fallbackPlaces, generateListings } from '../demo/listing-generator';
import { DEMO_REGIONS } from '../demo/regions';
import { insertProperties } from '../modules/properties/properties.repository';

/*
 * Test support: listings (and pictures) made by the demo generator, for tests inside the modules,
 * which may not import server/demo themselves.
 */
export type { DemoListing } from '../demo/listing-generator';
export { ensureDemoImages } from '../demo/demo-images';
export { demoImageSpecs } from '../demo/image-pool';

/** Listings made at the built-in town centres. */
export const FIXTURE_NOW = new Date('2026-01-15T00:00:00Z');

export function fixtureListings(count: number, seed = 'fixture'): DemoListing[] {
  const regions = DEMO_REGIONS.map((spec) => ({
    spec,
    places: fallbackPlaces(spec, seed),
    medians: new Map(),
  }));
  return generateListings({ seed, count, now: FIXTURE_NOW, regions });
}

export async function insertFixtureListings(db: Db, count: number, seed?: string) {
  const rows = fixtureListings(count, seed);
  await insertProperties(db, rows);
  return rows;
}

/** Every listing, through the API (at most one full page). */
export async function allListings(app: FastifyInstance): Promise<Property[]> {
  const res = await app.inject({ method: 'GET', url: '/api/properties?limit=500' });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function search(app: FastifyInstance, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/properties/search', payload: body as object });
}

/** Each sort key's order, written independently of the SQL: keys compared in turn (domain-za reverses the first). */
const ORDER: Record<PropertySort, ((p: Property) => string | number)[]> = {
  newest: [(p) => -Date.parse(p.createdAt)],
  'price-low': [(p) => p.price, (p) => -Date.parse(p.createdAt)],
  'price-high': [(p) => -p.price, (p) => -Date.parse(p.createdAt)],
  sqft: [(p) => -p.sqft, (p) => -Date.parse(p.createdAt)],
  'domain-az': [(p) => p.city.toLowerCase(), (p) => -Date.parse(p.createdAt)],
  'domain-za': [(p) => p.city.toLowerCase(), (p) => -Date.parse(p.createdAt)],
  location: [(p) => p.state.toLowerCase(), (p) => p.city.toLowerCase(), (p) => -Date.parse(p.createdAt)],
};

function compare(sort: PropertySort, a: Property, b: Property) {
  for (const [i, key] of ORDER[sort].entries()) {
    const [x, y] = [key(a), key(b)];
    if (x === y) continue;
    const ascending = x < y ? -1 : 1;
    return sort === 'domain-za' && i === 0 ? -ascending : ascending;
  }
  return 0;
}

/** Fails unless `rows` are in the order the sort key promises. */
export function expectSorted(sort: PropertySort, rows: Property[]) {
  for (let i = 1; i < rows.length; i++) {
    expect(
      compare(sort, rows[i - 1]!, rows[i]!),
      `${sort}: row ${i - 1} before row ${i}`,
    ).toBeLessThanOrEqual(0);
  }
}
