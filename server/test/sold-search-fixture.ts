import type { Database } from '../db/client';
import { ppdFixture, type PpdFixture, writePpdFile } from './sold-fixtures';
import { importPostcodes } from '../modules/postcodes/postcode-importer';
import { importPricePaid } from '../modules/sold/import/price-paid-importer';
import { textSource } from '../lib/import/sources';

/**
 * A small invented neighbourhood for API tests: postcodes placed at known distances and bearings
 * from a centre, and sales at known ages, so every radius, time range and filter has an exact
 * expected answer. Sale dates are relative to the day the test runs.
 */

export const CENTRE = { postcode: 'SW19 1AA', latitude: 51.421629, longitude: -0.186218 };
/** The sphere earthdistance measures on. */
const EARTH_RADIUS_M = 6378168;
const METRES_PER_MILE = 1609.344;

export interface FixturePostcode {
  postcode: string;
  miles: number;
  bearing: number;
}

/** Postcodes with positions; `SW19 9ZZ` (sales, no position) and sales without postcode exist too. */
export const FIXTURE_POSTCODES: readonly FixturePostcode[] = [
  { postcode: 'SW19 1AA', miles: 0, bearing: 0 },
  { postcode: 'SW19 1AB', miles: 0.1, bearing: 0 },
  { postcode: 'SW19 5AA', miles: 0.3, bearing: 200 },
  { postcode: 'SW19 1AD', miles: 0.4, bearing: 90 },
  { postcode: 'SW19 2AA', miles: 0.8, bearing: 180 },
  // Inside the 1-mile bounding box but outside the 1-mile circle.
  { postcode: 'SW19 4AA', miles: 1.2, bearing: 45 },
  { postcode: 'SW19 3AA', miles: 2, bearing: 270 },
  { postcode: 'SW18 1AA', miles: 4, bearing: 0 },
  { postcode: 'SW17 1AA', miles: 7, bearing: 90 },
  { postcode: 'SW15 1AA', miles: 15, bearing: 0 },
];

/** The point `miles` from CENTRE on a bearing (degrees), on the sphere earthdistance uses. */
export function destination(miles: number, bearingDegrees: number) {
  const d = (miles * METRES_PER_MILE) / EARTH_RADIUS_M;
  const b = (bearingDegrees * Math.PI) / 180;
  const lat1 = (CENTRE.latitude * Math.PI) / 180;
  const lon1 = (CENTRE.longitude * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    lon1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
}

export interface FixtureSale {
  record: PpdFixture;
  monthsAgo: number;
}

/** The history test's property: three sales at the centre postcode. */
export const HISTORY_PROPERTY = {
  saon: 'FLAT 1',
  paon: '12',
  street: 'ACACIA AVENUE',
  address: 'Flat 1, 12 Acacia Avenue, Wimbledon, London',
};

type SaleSpec = [postcode: string, monthsAgo: number, price: number, overrides?: Partial<PpdFixture>];

// Ages sit clear of the time-range edges (3, 6, 12, 24, 60 months).
const SALES: readonly SaleSpec[] = [
  ['SW19 1AA', 240, 200000, { ...HISTORY_PROPERTY, type: 'F', duration: 'L' }],
  ['SW19 1AA', 120, 300000, { ...HISTORY_PROPERTY, type: 'F', duration: 'L' }],
  ['SW19 1AA', 2, 450000, { ...HISTORY_PROPERTY, type: 'F', duration: 'L' }],
  ['SW19 1AA', 5, 800000, { saon: '', paon: '14', type: 'S' }],
  ['SW19 1AA', 13, 750000, { saon: '', paon: '16', type: 'T', oldNew: 'Y' }],
  ['SW19 1AA', 30, 650000, { saon: '', paon: '18', type: 'D', category: 'B' }],
  ['SW19 1AB', 1, 350000, { saon: 'FLAT 2', paon: '3', street: 'BIRCH ROAD', type: 'F', duration: 'L' }],
  ['SW19 1AB', 7, 500000, { saon: '', paon: '5', street: 'BIRCH ROAD', type: 'T' }],
  ['SW19 1AD', 8, 560000, { saon: '', paon: '1', street: 'CEDAR WAY', type: 'S' }],
  ['SW19 1AD', 130, 180000, { saon: 'FLAT 3', paon: '2', street: 'CEDAR WAY', type: 'F', duration: 'L' }],
  ['SW19 2AA', 4, 425000, { saon: '', paon: '9', street: 'DAISY LANE', type: 'S' }],
  ['SW19 2AA', 61, 310000, { saon: '', paon: '11', street: 'DAISY LANE', type: 'D', oldNew: 'Y' }],
  ['SW19 4AA', 9, 415000, { saon: '', paon: '6', street: 'IVY CLOSE', type: 'T' }],
  ['SW19 3AA', 11, 900000, { saon: '', paon: 'ELM HOUSE', street: 'ELM ROAD', type: 'D' }],
  ['SW19 3AA', 25, 275000, { saon: 'FLAT 4', paon: '7', street: 'ELM ROAD', type: 'F', duration: 'L' }],
  ['SW19 9ZZ', 7, 333000, { saon: '', paon: '2', street: 'OLD LANE', type: 'S' }],
  ['SW18 1AA', 23, 600000, { saon: '', paon: '40', street: 'FERN STREET', type: 'T' }],
  ['SW17 1AA', 59, 1200000, { saon: '', paon: '8', street: 'GROVE PARK', type: 'D' }],
  ['SW15 1AA', 1, 999999, { saon: '', paon: '1', street: 'HILL RISE', type: 'D' }],
  ['', 2, 123456, { saon: '', paon: '1', street: 'NOWHERE ROAD', type: 'O' }],
];

/** `n` calendar months before `today`, mid-month so no month-length edge applies. */
function monthsBefore(today: Date, months: number): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 15))
    .toISOString()
    .slice(0, 10);
}

export function fixtureSales(today: Date): FixtureSale[] {
  return SALES.map(([postcode, monthsAgo, price, overrides]) => ({
    monthsAgo,
    record: ppdFixture({ postcode, price, date: monthsBefore(today, monthsAgo), ...overrides }),
  }));
}

/** Miles from the centre, or undefined for sales whose postcode has no position. */
export const milesOf = (postcode: string) => FIXTURE_POSTCODES.find((p) => p.postcode === postcode)?.miles;

/** Loads the fixture's postcodes and sales through the real importers. */
export async function loadSearchFixture(database: Database, today: Date): Promise<FixtureSale[]> {
  const csv = FIXTURE_POSTCODES.map((p) => {
    const { latitude, longitude } = destination(p.miles, p.bearing);
    return `${p.postcode},${latitude.toFixed(6)},${longitude.toFixed(6)}`;
  }).join('\n');
  await importPostcodes(database, [
    textSource('fixture-postcodes.csv', `postcode,latitude,longitude\n${csv}\n`),
  ]);
  const sales = fixtureSales(today);
  await importPricePaid(database, [
    textSource(
      'fixture-sales.csv',
      writePpdFile(
        sales.map((s) => s.record),
        'official',
      ),
    ),
  ]);
  return sales;
}
