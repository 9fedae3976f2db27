import type { Database } from './client';

/**
 * Runs `work` holding a session-level advisory lock, or returns `busy` at once when another
 * session (another server instance, a CLI run) holds it. The lock lives on one dedicated
 * connection, so it spans the transactions `work` runs elsewhere, and dies with that connection
 * if the process does. The embedded database has one connection and one process: it always runs.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  lockId: number,
  work: () => Promise<T>,
): Promise<T | 'busy'> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool.connect();
  let broken: Error | undefined;
  // A checked-out connection has no pool listener: unheard, its error (the database went away
  // while the lock was held) would end the process. The lock died with it; `work` carries on.
  const onError = (err: Error) => (broken ??= err);
  client.on('error', onError);
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      lockId,
    ]);
    if (!rows[0]?.locked) return 'busy';
    try {
      return await work();
    } finally {
      // A connection that cannot unlock is closed instead of pooled, which ends the lock too.
      await client.query('SELECT pg_advisory_unlock($1)', [lockId]).catch((err: Error) => (broken = err));
    }
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
