import type { PropertySearch } from '@contracts/property';
import type { Database } from '../../server/db/client';
import { pageQuery, renderQuery } from '../../server/modules/properties/properties.repository';
import { createListingPages, searchWhere } from '../../server/modules/properties/properties.service';

/** A statement as the app sent it to PostgreSQL; `page` marks the one whose rows are the answer. */
export interface CapturedStatement {
  text: string;
  values: unknown[];
  page: boolean;
}

/** What the baselines answer for one request body: the app's response, and the SQL behind it. */
export interface Answer {
  json: string;
  total: string;
  statements: CapturedStatement[];
}
export type Answers = Record<string, Answer>;

/**
 * The statements the listing service sends for a search once it is warm (its second call, so a
 * total or location reading it caches is not fetched again, as under load), recorded at the pool.
 */
export async function captureStatements(
  database: Database,
  search: PropertySearch,
): Promise<CapturedStatement[]> {
  if (database.kind !== 'postgres') throw new Error('capturing statements needs PostgreSQL');
  const { db, pool } = database;
  const pages = createListingPages(db, () => Date.now());
  await pages.search(search);
  const seen: { text: string; values: unknown[] }[] = [];
  const query = pool.query;
  pool.query = ((config: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    seen.push({ text, values: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
    return Reflect.apply(query, pool, [config, values]) as unknown;
  }) as typeof pool.query;
  try {
    await pages.search(search);
  } finally {
    pool.query = query;
  }
  const pageText = renderQuery(pageQuery(await searchWhere(db, search, { now: new Date() }), search)).sql;
  const statements = seen.map((s) => ({ ...s, page: s.text === pageText }));
  if (statements.filter((s) => s.page).length !== 1)
    throw new Error(`expected one page query among ${statements.length} statements`);
  return statements;
}
