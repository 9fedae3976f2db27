import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { dataLoads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { importPostcodes } from '../postcodes/postcode-importer';
import { DEMO_LOAD_NAME, DEMO_PRICE_PAID_FOLDERS, seedDemoData } from './demo-seed';
import type { PricePaidSummary } from './import/price-paid-importer';
import { importPricePaid } from './import/price-paid-importer';
import { expandInputs } from '../../lib/import/sources';
import { queryRows } from '../../db/query-rows';

/**
 * The importers on the real shared files (SOLD_DATA_DIR, normally ../shared/data; see its README
 * for the counts checked here). Skipped when the folder is not there.
 */
const dataDir = loadConfig({ NODE_ENV: 'test' }).soldDataDir;
const folder = (name: string) => path.join(dataDir ?? '', name);

describe.skipIf(!dataDir)('demo seed and importers on the shared data', () => {
  let t: TestApp;
  let seedDetails: { pricePaid: PricePaidSummary };
  const count = async (query = sql`SELECT count(*)::int AS n FROM sold_properties`) =>
    (await queryRows<{ n: number }>(t.app.db, query))[0]?.n;
  const row = async (id: string) =>
    (
      await queryRows<Record<string, unknown>>(
        t.app.db,
        sql`SELECT transaction_id::text, price, sale_date::text, postcode, property_type, old_or_new, duration,
                   address_line1, address_line2, street_name, locality, city, district, county, category,
                   property_type_formatted, new_build, tenure, full_address, address_key
            FROM sold_properties WHERE transaction_id = ${id}`,
      )
    )[0];

  beforeAll(async () => {
    t = await buildTestApp({ SOLD_DATA_DIR: dataDir ?? '' });
    const seeding = seedDemoData(t.app);
    // The status endpoint tells pages a load is under way.
    expect((await t.app.inject({ url: '/api/sold-prices/status' })).json().loading).toBe(true);
    await seeding;
    const [marker] = await t.app.db.select().from(dataLoads).where(eq(dataLoads.name, DEMO_LOAD_NAME));
    seedDetails = marker?.details as typeof seedDetails;
  }, 180_000);
  afterAll(() => t?.close());

  it('loads every demo transaction: 71,829 rows read, 5 of them deletes of ids not in the data', async () => {
    expect(seedDetails.pricePaid).toMatchObject({
      files: 15,
      skippedFiles: [],
      rowsRead: 71829,
      inserted: 71824,
      updated: 0,
      deleted: 0,
      unchanged: 5,
      rejected: 0,
      withoutPostcode: 48,
    });
    expect(await count()).toBe(71824);
    expect(await count(sql`SELECT count(*)::int AS n FROM sold_properties WHERE postcode IS NULL`)).toBe(48);
    expect(await count(sql`SELECT count(*)::int AS n FROM postcodes`)).toBe(53865);
    expect(await count(sql`SELECT count(*)::int AS n FROM postcode_districts`)).toBe(2863);
    // The five D rows of the monthly-update excerpt name transactions that are not in the files.
    expect(await row('49b78529-f665-7921-e050-a8c063056e8d')).toBeUndefined();
    const status = (await t.app.inject({ url: '/api/sold-prices/status' })).json();
    expect(status).toMatchObject({
      loaded: true,
      loading: false,
      transactions: 71824,
      postcodes: 53865,
      earliest: '1995-01-01',
    });
  });

  it('stores a glued-header report row field by field', async () => {
    expect(await row('f3b6c199-5495-6e40-e053-6c04a8c0b3b4')).toEqual({
      transaction_id: 'f3b6c199-5495-6e40-e053-6c04a8c0b3b4',
      price: 1567329,
      sale_date: '2022-02-25',
      postcode: 'NE1 1EE',
      property_type: 'O',
      old_or_new: 'N',
      duration: 'F',
      address_line1: '44',
      address_line2: null,
      street_name: 'CLOTH MARKET',
      locality: null,
      city: 'NEWCASTLE UPON TYNE',
      district: 'NEWCASTLE UPON TYNE',
      county: 'TYNE AND WEAR',
      category: 'B',
      property_type_formatted: 'Other',
      new_build: false,
      tenure: 'Freehold',
      full_address: '44 Cloth Market, Newcastle Upon Tyne',
      address_key: '|44|CLOTH MARKET',
    });
  });

  it('stores rows of the 15-column, spreadsheet and fixture files as written', async () => {
    expect(await row('745edf0c-abc6-4f34-a998-00011ccabcad')).toMatchObject({
      price: 248000,
      sale_date: '2015-07-17',
      postcode: 'E12 6UN',
      address_line1: '64',
      street_name: 'QUEENSBERRY PLACE',
      category: 'A',
      tenure: 'Leasehold',
    });
    expect(await row('2ac10e4f-ae75-1af6-e050-a8c063052ba1')).toMatchObject({
      sale_date: '2016-01-06',
      postcode: 'LN5 9RZ',
    });
    expect(await row('2a1e701b-0fe9-42b2-9bd3-0000bb1e8b7d')).toMatchObject({
      address_line1: 'ABITO, 4',
      address_line2: 'APARTMENT 812',
      full_address: 'Apartment 812, Abito, 4, Clippers Quay, Salford',
    });
    // The doubled quote stands in an unquoted field, so it is text, kept as the file has it.
    expect(await row('eb9934f0-5c82-48ed-acb5-009953605a88')).toMatchObject({
      street_name: 'KESWICK "" CLOSE',
      category: 'B',
    });
  });

  it('applies the superseded revisions as changes, and the newer file again restores the latest versions', async () => {
    const corrected = '50d10b84-34f9-b8d0-e063-4704a8c08d98';
    const flat = '2131fcf6-3cb5-86e8-e063-4804a8c0372b';
    expect(await row(corrected)).toMatchObject({ price: 245000 });
    expect(await row(flat)).toMatchObject({ address_line2: 'FLAT 1' });

    const old = await importPricePaid(t.database, await expandInputs([folder('price-paid-revisions')]));
    expect(old).toMatchObject({ rowsRead: 2, inserted: 0, updated: 2, unchanged: 0 });
    expect(await row(corrected)).toMatchObject({ price: 250000 });
    expect(await row(flat)).toMatchObject({
      address_line2: null,
      full_address: '14 Cambridge Road, Crosby, Liverpool',
    });

    const combined = await expandInputs([folder('price-paid-report-format')]);
    const latest = await importPricePaid(
      t.database,
      combined.filter((s) => s.name.includes('L22-L23')),
    );
    expect(latest).toMatchObject({ rowsRead: 876, inserted: 0, updated: 2, unchanged: 874 });
    expect(await row(corrected)).toMatchObject({ price: 245000 });
    expect(await row(flat)).toMatchObject({
      address_line2: 'FLAT 1',
      full_address: 'Flat 1, 14 Cambridge Road, Crosby, Liverpool',
    });
  });

  it('changes nothing when the demo folders are imported again', async () => {
    const before = await queryRows(
      t.app.db,
      sql`SELECT max(updated_at)::text AS at, count(*)::int AS n FROM sold_properties`,
    );
    const again = await importPricePaid(t.database, await expandInputs(DEMO_PRICE_PAID_FOLDERS.map(folder)));
    expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0, unchanged: 71829, rejected: 0 });
    expect(
      await queryRows(
        t.app.db,
        sql`SELECT max(updated_at)::text AS at, count(*)::int AS n FROM sold_properties`,
      ),
    ).toEqual(before);
  });

  it('does not load again once loaded (the marker row is kept)', async () => {
    const id = '745edf0c-abc6-4f34-a998-00011ccabcad';
    const saved = await row(id);
    await t.app.db.execute(sql`DELETE FROM sold_properties WHERE transaction_id = ${id}`);
    await seedDemoData(t.app);
    expect(await row(id)).toBeUndefined();
    await importPricePaid(t.database, await expandInputs([folder('price-paid')]));
    expect(await row(id)).toEqual(saved);
  });

  it('imports the extra/ files it was not developed against', async () => {
    const summary = await importPricePaid(t.database, await expandInputs([folder('extra')]));
    expect(summary).toMatchObject({ files: 3, rowsRead: 8184, inserted: 8184, rejected: 0 });
    expect(summary.skippedFiles.map((f) => path.basename(f.file))).toEqual(['ppd-postcodes.csv']);
    const postcodes = await importPostcodes(t.database, await expandInputs([folder('extra/postcodes')]));
    expect(postcodes).toMatchObject({ files: 1, rejected: 0 });
    expect(postcodes.postcodes.inserted + postcodes.postcodes.unchanged).toBe(postcodes.rowsRead);
  });
});
