import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { importPostcodes } from '../../server/modules/postcodes/postcode-importer';
import { DEMO_POSTCODE_FOLDERS, DEMO_PRICE_PAID_FOLDERS } from '../../server/modules/sold/demo-seed';
import { openBulkSession } from '../../server/lib/import/bulk-loader';
import { beginFirstLoad, finishFirstLoad } from '../../server/modules/sold/import/first-load';
import { importPricePaid } from '../../server/modules/sold/import/price-paid-importer';
import { expandInputs } from '../../server/lib/import/sources';
import { sharedDataDir } from './real-rows';

const CHUNK = 500_000;

/**
 * Fills sold_properties with `rows` sales resampled from the real shared rows, set-based in SQL:
 * each generated sale copies a real one (address, type, tenure...) with a new id, its date moved
 * up to 180 days, its price within 10%, at a postcode drawn uniformly from the real postcodes with
 * coordinates. The real postcodes and districts are loaded first.
 */
export async function buildSoldTable(
  database: Database,
  rows: number,
  log: (line: string) => void,
): Promise<void> {
  const dir = sharedDataDir();
  await importPostcodes(database, await expandInputs(DEMO_POSTCODE_FOLDERS.map((f) => path.join(dir, f))));
  await importPricePaid(database, await expandInputs(DEMO_PRICE_PAID_FOLDERS.map((f) => path.join(dir, f))));
  const db = database.db;
  await db.execute(
    sql`CREATE TABLE bench_base AS SELECT (row_number() OVER (ORDER BY transaction_id))::int AS i, * FROM sold_properties`,
  );
  await db.execute(
    sql`CREATE TABLE bench_postcodes AS SELECT (row_number() OVER (ORDER BY postcode))::int AS i, postcode FROM postcodes`,
  );
  const [counts] = (
    (await db.execute(
      sql`SELECT (SELECT count(*) FROM bench_base)::int AS sales, (SELECT count(*) FROM bench_postcodes)::int AS postcodes`,
    )) as unknown as { rows: { sales: number; postcodes: number }[] }
  ).rows;
  await db.execute(sql`TRUNCATE sold_properties`);
  const session = await openBulkSession(database);
  await beginFirstLoad(session);
  try {
    for (let start = 1; start <= rows; start += CHUNK) {
      const end = Math.min(rows, start + CHUNK - 1);
      await db.execute(sql`
        INSERT INTO sold_properties (transaction_id, price, sale_date, postcode, property_type, old_or_new, duration,
          address_line1, address_line2, street_name, locality, city, district, county, category,
          property_type_formatted, new_build, tenure, full_address, address_key)
        SELECT gen_random_uuid(), greatest(1, round(b.price * (0.9 + random() * 0.2)))::int,
          b.sale_date + (floor(random() * 361) - 180)::int, p.postcode, b.property_type, b.old_or_new, b.duration,
          b.address_line1, b.address_line2, b.street_name, b.locality, b.city, b.district, b.county, b.category,
          b.property_type_formatted, b.new_build, b.tenure, b.full_address, b.address_key
        FROM (
          SELECT 1 + floor(random() * ${counts?.sales ?? 0})::int AS sale, 1 + floor(random() * ${counts?.postcodes ?? 0})::int AS place
          FROM generate_series(${start}::int, ${end}::int)
        ) pick
        JOIN bench_base b ON b.i = pick.sale
        JOIN bench_postcodes p ON p.i = pick.place`);
      log(`  ${end.toLocaleString('en-GB')} rows`);
    }
    log('  building keys, indexes and counts');
    await session.transaction(finishFirstLoad);
  } finally {
    session.close();
  }
  await db.execute(sql`DROP TABLE bench_base`);
  await db.execute(sql`DROP TABLE bench_postcodes`);
  // As the importer does after a load: the visibility map lets searches use index-only scans.
  await db.execute(sql`VACUUM ANALYZE`);
}
