import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows';
import { openBulkSession } from '../../../lib/import/bulk-loader';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { beginFirstLoad } from './first-load';

describe('a first load killed part way', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const indexCount = async () =>
    (
      await queryRows<{ n: number }>(
        t.app.db,
        sql`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'sold_properties'`,
      )
    )[0]?.n;

  it('is finished by the server once it listens', async () => {
    const before = await indexCount();
    const session = await openBulkSession(t.database);
    await beginFirstLoad(session);
    session.close();
    expect(await indexCount()).toBe(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(indexCount, { timeout: 10_000 }).toBe(before);
  });
});
