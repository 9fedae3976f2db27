import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withAdvisoryLock } from './advisory-lock';
import { openDatabase } from './client';
import { queryRows } from './query-rows';
import { createScratchDatabase } from './scratch-database';

const url = process.env.TEST_DATABASE_URL;
const LOCK_ID = 727_999;

describe.skipIf(!url)('advisory lock on PostgreSQL', () => {
  // Found by server/database-outage.test.ts: a database that went away while a job held its lock
  // ended the whole server with an unhandled 'error' event of the checked-out connection.
  it('survives losing the connection that holds the lock, and the pool goes on', async () => {
    const scratch = await createScratchDatabase(url!, 'hh_test');
    const database = await openDatabase({ url: scratch.url, onPoolError: () => {} });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const outcome = await withAdvisoryLock(database, LOCK_ID, async () => {
        const { rows } = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`,
          [LOCK_ID],
        );
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return 'ran';
      });
      expect(outcome).toBe('ran');
      expect(await queryRows(database.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
      expect(await withAdvisoryLock(database, LOCK_ID, async () => 'again')).toBe('again');
    } finally {
      await admin.end();
      await database.close();
      await scratch.drop();
    }
  });
});
