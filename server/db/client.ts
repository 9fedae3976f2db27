import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config/env';
import { boundedPoolOptions, closeOnReadTimeout } from './pool-timeouts';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Embedded PGlite or a PostgreSQL server: same schema, migrations and queries on both. `readDb`
 * answers the sold-price reads: a read replica's pool when DATABASE_READ_URL is set, else `db`.
 */
export type Database =
  | { kind: 'pglite'; db: Db; readDb: Db; client: PGlite; close(): Promise<void> }
  | {
      kind: 'postgres';
      db: Db;
      readDb: Db;
      pool: pg.Pool;
      /**
       * A connection of its own with no statement or idle limits, for work that may rightly take
       * minutes (imports, first loads). The caller ends it.
       */
      unboundedClient(): Promise<pg.Client>;
      close(): Promise<void>;
    };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: serialises migrations when several servers start against one database. */
const MIGRATION_LOCK_ID = 727_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /**
   * PostgreSQL only: a read replica for the sold-price reads (search, histories, area figures).
   * Never migrated from here: a replica follows its primary's schema.
   */
  readUrl?: string;
  /** PGlite data folder; when absent, PGlite runs in memory (tests). */
  dataDir?: string;
  /** In-memory PGlite only: start from this dump (see dumpDataDir) instead of an empty cluster. */
  pgliteTemplate?: Blob;
  /**
   * PostgreSQL only: told about errors of idle pooled connections (the server restarted, the network
   * dropped). The pool replaces the connection; unheard, the error would end the process. Defaults to stderr.
   */
  onPoolError?: (err: Error) => void;
  /**
   * PostgreSQL only: how long to wait for a connection and for one statement (decision 0016).
   * Unset (the command-line tools), nothing is bounded.
   */
  timeouts?: DatabaseTimeouts;
}

export const logPoolError = (err: Error) => console.error(`PostgreSQL connection error: ${err.message}`);

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.readUrl, options.onPoolError ?? logPoolError, options.timeouts)
    : openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  let location: string | undefined;
  if (dataDir) {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    extensions: { cube, earthdistance, pg_trgm },
    ...(template && !location ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { kind: 'pglite', db, readDb: db, client, close: () => client.close() };
}

async function openPostgres(
  url: string,
  readUrl: string | undefined,
  onPoolError: (err: Error) => void,
  timeouts: DatabaseTimeouts | undefined,
): Promise<Database> {
  const connectionTimeoutMillis = timeouts?.connectMs;
  const migrationClient = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  await migrationClient.connect();
  try {
    await migrationClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(migrationClient), { migrationsFolder });
  } finally {
    await migrationClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await migrationClient.end();
  }
  const pool = boundedPool(url, onPoolError, timeouts);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const readPool = readUrl ? boundedPool(readUrl, onPoolError, timeouts) : undefined;
  const readDb = readPool ? (drizzleNodePg(readPool, { schema }) as unknown as Db) : db;
  const unboundedClient = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis, keepAlive: true });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  return {
    kind: 'postgres',
    db,
    readDb,
    pool,
    unboundedClient,
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}

function boundedPool(url: string, onPoolError: (err: Error) => void, timeouts: DatabaseTimeouts | undefined) {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...boundedPoolOptions(timeouts) });
  pool.on('error', onPoolError);
  pool.on('connect', (client) => {
    // Checked out, a client has no pool listener: a dropped connection must fail its queries, not the process.
    client.on('error', () => {});
    if (timeouts) closeOnReadTimeout(client);
  });
  return pool;
}
