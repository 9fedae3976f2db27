import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/client';

/** What a bulk import does inside one transaction. */
export interface BulkTx {
  /** Loads CSV text (see csv-writer) into `table` with COPY. */
  copyCsv(table: string, columns: readonly string[], csv: string): Promise<void>;
  query<T>(query: SQL): Promise<T[]>;
}

/**
 * A connection held for the length of an import, so temporary staging tables and transactions
 * stay on one session: on PostgreSQL a connection of its own with no statement limit (an import's
 * merge may rightly take minutes), or with `{ pooled: true }` a pool client under the request
 * limits (a small regular write such as the analytics flush); on PGlite its exclusive transaction,
 * which makes the web server's own queries wait between batches instead of running inside one.
 */
export interface BulkSession {
  transaction<T>(fn: (tx: BulkTx) => Promise<T>): Promise<T>;
  query<T>(query: SQL): Promise<T[]>;
  close(): void;
}

const dialect = new PgDialect();
const render = (query: SQL) => dialect.sqlToQuery(query);

function copyStatement(table: string, columns: readonly string[], from: SQL): string {
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  return render(sql`COPY ${sql.identifier(table)} (${list}) FROM ${from} WITH (FORMAT csv)`).sql;
}

export async function openBulkSession(
  database: Database,
  options: { pooled?: boolean } = {},
): Promise<BulkSession> {
  if (database.kind === 'pglite') {
    const client = database.client;
    return {
      transaction: (fn) =>
        client.transaction((tx) =>
          fn({
            async copyCsv(table, columns, csv) {
              await tx.query(copyStatement(table, columns, sql.raw(`'/dev/blob'`)), [], {
                blob: new Blob([csv]),
              });
            },
            async query<T>(query: SQL) {
              const { sql: text, params } = render(query);
              return (await tx.query<T>(text, params)).rows;
            },
          }),
        ),
      async query<T>(query: SQL) {
        const { sql: text, params } = render(query);
        return (await client.query<T>(text, params)).rows;
      },
      close() {},
    };
  }
  const pooled = options.pooled ? await database.pool.connect() : undefined;
  const client = pooled ?? (await database.unboundedClient());
  const run = async <T>(query: SQL) => {
    const { sql: text, params } = render(query);
    return (await client.query(text, params)).rows as T[];
  };
  return {
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn({
          async copyCsv(table, columns, csv) {
            await pipeline(
              Readable.from([csv]),
              client.query(copyFrom(copyStatement(table, columns, sql.raw('STDIN')))),
            );
          },
          query: run,
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      }
    },
    query: run,
    close: () => (pooled ? pooled.release() : void client.end().catch(() => {})),
  };
}
