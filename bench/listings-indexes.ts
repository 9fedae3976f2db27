import type { PropertySearch } from '@contracts/property';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { pageQuery, renderQuery } from '../server/modules/properties/properties.repository';
import { searchWhere } from '../server/modules/properties/properties.service';

/**
 * Indexes the listing search is written for (docs/performance.md, "Listings"). Until a migration
 * adds them the benchmark creates them in its scratch database; IF NOT EXISTS makes that a no-op
 * afterwards.
 */
export const RECOMMENDED_INDEXES = [
  sql`CREATE INDEX IF NOT EXISTS properties_city_key_idx ON properties (lower(city) COLLATE "C")`,
  sql`CREATE INDEX IF NOT EXISTS properties_state_city_key_idx ON properties (lower(state) COLLATE "C", lower(city) COLLATE "C")`,
  sql`CREATE INDEX IF NOT EXISTS properties_address_trgm_idx ON properties USING gin (lower(address) gin_trgm_ops)`,
  sql`CREATE INDEX IF NOT EXISTS properties_title_trgm_idx ON properties USING gin (lower(title) gin_trgm_ops)`,
  sql`CREATE INDEX IF NOT EXISTS properties_postcode_compact_idx ON properties (upper(replace(zip_code, ' ', '')) text_pattern_ops)`,
  sql`CREATE INDEX IF NOT EXISTS properties_lat_lng_idx ON properties (latitude, longitude)`,
  sql`CREATE INDEX IF NOT EXISTS properties_created_id_idx ON properties (created_at DESC, id DESC)`,
  sql`CREATE INDEX IF NOT EXISTS properties_sqft_idx ON properties (sqft)`,
];

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode): string[] {
  const own = /Scan/.test(node['Node Type'])
    ? [`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/** "3.1 ms: Bitmap Index Scan properties_city_trgm_idx, ..." for the page query of a search. */
export async function explainSearch(database: Database, search: PropertySearch): Promise<string> {
  if (database.kind !== 'postgres') throw new Error('EXPLAIN needs PostgreSQL');
  const query = renderQuery(pageQuery(await searchWhere(database.db, search, { now: new Date() }), search));
  const { rows } = await database.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, query.params);
  const [plan] = rows[0]['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[];
  return `${plan!['Execution Time'].toFixed(1)} ms: ${[...new Set(scans(plan!.Plan))].join(', ')}`;
}
