import type pg from 'pg';
import type { DatabaseTimeouts } from '../config/env';

/** The client gives up this long after the server should have cancelled the statement itself. */
const CLIENT_GRACE_MS = 1_000;
/** A transaction left open (a bug, a crashed request) stops holding its locks after this. */
const IDLE_IN_TRANSACTION_MS = 60_000;
/** Pooled connections nobody used for this long are closed; the pool opens new ones on demand. */
const POOL_IDLE_MS = 30_000;

/**
 * Pool settings that bound every wait (decision 0016): for a free or new connection
 * (`connectionTimeoutMillis`), for a statement on the server (`statement_timeout`, which cancels
 * it and keeps the connection), and for any answer at all (`query_timeout`, for a server that
 * stopped answering, where nothing on the server side can fire).
 */
export function boundedPoolOptions(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    idleTimeoutMillis: POOL_IDLE_MS,
    keepAlive: true,
  };
}

type QueryFunction = (...args: unknown[]) => unknown;

const isReadTimeout = (err: unknown) => err instanceof Error && err.message === 'Query read timeout';

/**
 * After node-postgres's `query_timeout` the connection still waits for the old answer, so every
 * later query on it (a transaction's ROLLBACK, the next request) would wait the full timeout
 * again. Closing it at once ends them quickly and lets the pool open a fresh one.
 */
export function closeOnReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as QueryFunction;
  const close = (err: unknown) => {
    if (isReadTimeout(err))
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  };
  const wrapped: QueryFunction = (...args) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        close(err);
        (callback as (err: unknown, result: unknown) => void)(err, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(close);
    return result;
  };
  client.query = wrapped as typeof client.query;
}
