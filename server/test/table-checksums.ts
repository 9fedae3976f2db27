import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

/** Every table of the public schema (and drizzle's migration log) with a checksum of all its rows. */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
  );
  const sums: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = await queryRows<{ sum: string; n: number }>(
      db,
      sql`select md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as sum, count(*)::int as n
          from ${sql.identifier(schema)}.${sql.identifier(name)} r`,
    );
    sums[`${schema}.${name}`] = `${row?.n} rows ${row?.sum}`;
  }
  return sums;
}
