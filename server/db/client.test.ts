import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';
import { queryRows } from './query-rows';
import { createScratchDatabase } from './scratch-database';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL pool', () => {
  it('reports an idle connection the server ends, and goes on with a new one', async () => {
    const scratch = await createScratchDatabase(url!, 'hh_test');
    const onPoolError = vi.fn();
    const database = await openDatabase({ url: scratch.url, onPoolError });
    const admin = new pg.Client({ connectionString: url });
    try {
      const [idle] = await queryRows<{ pid: number }>(database.db, sql`SELECT pg_backend_pid() AS pid`);
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [idle!.pid]);
      // 57P01: terminated by an administrator.
      await vi.waitFor(() => expect(onPoolError.mock.calls[0]?.[0]).toMatchObject({ code: '57P01' }));
      expect(await queryRows(database.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await database.close();
      await scratch.drop();
    }
  });
});
