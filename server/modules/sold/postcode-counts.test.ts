import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ppdFixture, writePpdFile } from '../../test/sold-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { importPricePaid } from './import/price-paid-importer';
import { textSource } from '../../lib/import/sources';
import { queryRows } from '../../db/query-rows';

/**
 * sold_postcode_counts gives radius searches their totals, so it must always equal a count of the
 * sales themselves, whatever wrote them: the importer's A, C and D rows, plain SQL, TRUNCATE.
 */
describe('sold_postcode_counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.execute(sql`TRUNCATE sold_properties`);
  });

  const KIND = sql`postcode, category, property_type, new_build::text AS new_build, duration`;
  type Kind = { postcode: string; sales: number };
  const kept = () =>
    queryRows<Kind>(
      t.app.db,
      sql`SELECT ${KIND}, sales FROM sold_postcode_counts WHERE sales <> 0 ORDER BY 1, 2, 3, 4, 5`,
    );
  const counted = () =>
    queryRows<Kind>(
      t.app.db,
      sql`SELECT ${KIND}, count(*)::int AS sales FROM sold_properties WHERE postcode IS NOT NULL
          GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
    );
  const load = (name: string, rows: ReturnType<typeof ppdFixture>[]) =>
    importPricePaid(t.database, [textSource(name, writePpdFile(rows, 'official'))], { batchSize: 2 });

  it('follows inserts, changes of kind and postcode, deletions and sales without postcode', async () => {
    const a = ppdFixture({ postcode: 'SW19 1AA', type: 'S' });
    const b = ppdFixture({ postcode: 'SW19 1AA', type: 'S' });
    const c = ppdFixture({ postcode: 'SW19 2AA', type: 'F', duration: 'L' });
    const d = ppdFixture({ postcode: 'SW19 2AA', category: 'B' });
    const e = ppdFixture({ postcode: '' });
    await load('first.csv', [a, b, c, d, e]);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).find((r) => r.postcode === 'SW19 1AA')).toMatchObject({ sales: 2 });

    await load('update.csv', [
      { ...a, type: 'D', status: 'C' },
      { ...c, postcode: 'SW19 1AA', status: 'C' },
      { ...d, status: 'D' },
      { ...e, postcode: 'SW19 2AA', status: 'C' },
    ]);
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toHaveLength(4);
  });

  it('follows plain SQL and TRUNCATE', async () => {
    await load('first.csv', [ppdFixture(), ppdFixture(), ppdFixture({ postcode: 'SW19 5AA' })]);
    await t.app.db.execute(sql`UPDATE sold_properties SET new_build = true WHERE postcode = 'SW19 5AA'`);
    await t.app.db.execute(sql`DELETE FROM sold_properties WHERE transaction_id IN (
      SELECT transaction_id FROM sold_properties WHERE postcode = 'SW19 1AA' LIMIT 1)`);
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toHaveLength(2);
    await t.app.db.execute(sql`TRUNCATE sold_properties`);
    expect(await queryRows(t.app.db, sql`SELECT * FROM sold_postcode_counts`)).toEqual([]);
  });
});
