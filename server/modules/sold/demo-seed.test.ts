import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataLoads } from '../../db/schema/index';
import { ppdFixture, writePpdFile } from '../../test/sold-fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DEMO_LOAD_NAME, seedDemoData } from './demo-seed';
import { queryRows } from '../../db/query-rows';

describe('seedDemoData', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hh-sold-data-'));
  const demo = ppdFixture({ postcode: 'SW19 1AA', price: 100000 });
  const revision = { ...demo, price: 999, status: 'C' };
  const extra = ppdFixture({ postcode: 'EC1Y 0RB' });
  let t: TestApp;

  beforeAll(async () => {
    const write = (folder: string, file: string, text: string) => {
      mkdirSync(path.join(dir, folder), { recursive: true });
      writeFileSync(path.join(dir, folder, file), text);
    };
    write('postcodes', 'pc.csv', 'postcode,latitude,longitude\nSW19 1AA,51.421629,-0.186218\n');
    write('postcode-districts', 'd.csv', 'outcode,latitude,longitude\nSW19,51.42,-0.2\n');
    write('price-paid', 'pp.csv', writePpdFile([demo], 'official'));
    write(
      'price-paid-report-format',
      'r.csv',
      writePpdFile([ppdFixture({ postcode: 'SW19 1AA' })], 'report-glued'),
    );
    write('price-paid-revisions', 'old.csv', writePpdFile([revision], 'report'));
    write('extra', 'x.csv', writePpdFile([extra], 'official'));
    t = await buildTestApp({ SOLD_DATA_DIR: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.app.db.execute(sql`TRUNCATE sold_properties, postcodes, postcode_districts, data_loads`);
  });

  const prices = async () =>
    (await queryRows<{ price: number }>(t.app.db, sql`SELECT price FROM sold_properties ORDER BY price`)).map(
      (r) => r.price,
    );
  const marker = async () =>
    (await t.app.db.select().from(dataLoads).where(eq(dataLoads.name, DEMO_LOAD_NAME)))[0];

  it('loads the demo folders only (not the revisions or extra/), saying it is loading meanwhile', async () => {
    const seeding = seedDemoData(t.app);
    expect((await t.app.inject({ url: '/api/sold-prices/status' })).json().loading).toBe(true);
    await seeding;
    expect(await prices()).toEqual([100000, 250000]);
    const status = (await t.app.inject({ url: '/api/sold-prices/status' })).json();
    expect(status).toMatchObject({ loaded: true, loading: false, transactions: 2, postcodes: 1 });
    expect(await marker()).toMatchObject({
      details: { pricePaid: { inserted: 2 }, postcodes: { postcodes: { inserted: 1 } } },
    });
  });

  it('loads once: a later start leaves the data alone', async () => {
    await seedDemoData(t.app);
    await t.app.db.execute(sql`DELETE FROM sold_properties WHERE price = 100000`);
    await seedDemoData(t.app);
    expect(await prices()).toEqual([250000]);
  });

  it('finishes a load that was cut short', async () => {
    await t.app.db.insert(dataLoads).values({ name: DEMO_LOAD_NAME, details: { state: 'started' } });
    await seedDemoData(t.app);
    expect(await prices()).toEqual([100000, 250000]);
    expect((await marker())?.details).toHaveProperty('pricePaid');
  });

  it('adds nothing to sold data imported by hand', async () => {
    await t.app.db
      .execute(sql`INSERT INTO sold_properties (transaction_id, price, sale_date, property_type, old_or_new,
      duration, property_type_formatted, new_build, tenure, full_address, address_key)
      VALUES (gen_random_uuid(), 1, '2020-01-01', 'D', 'N', 'F', 'Detached', false, 'Freehold', 'x', 'x')`);
    await seedDemoData(t.app);
    expect(await prices()).toEqual([1]);
    expect(await marker()).toBeUndefined();
  });
});
