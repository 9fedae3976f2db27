import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LatLon } from '../postcodes/postcodes.repository';
import { queryRows } from '../../db/query-rows';

export interface SaleFilters {
  /** Earliest sale date, YYYY-MM-DD. */
  since?: string;
  propertyType?: string;
  newBuild?: boolean;
  /** Duration code F, L or U. */
  duration?: string;
  category?: 'A' | 'B';
  minPrice?: number;
  maxPrice?: number;
}

export type SaleOrder = 'newest' | 'oldest' | 'price-desc' | 'price-asc' | 'distance';

/** A postcode, or every postcode starting with a sector (`SW19 1`) or district (`SW19 `) prefix. */
export type SaleArea = { postcode: string } | { prefix: string };

export interface SaleRow {
  id: string;
  address: string;
  postcode: string | null;
  date: string;
  propertyType: string;
  price: number;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  district: string | null;
  county: string | null;
  tenure: string;
  newBuild: boolean;
  category: string;
  latitude: number | null;
  longitude: number | null;
  metres: number | null;
  /** Every match of the search (the same on each row). */
  total: number;
}

export interface Page {
  limit: number;
  offset: number;
}

const SALE_COLUMNS = sql`
  s.transaction_id::text AS id, s.full_address AS address, s.postcode,
  to_char(s.sale_date, 'YYYY-MM-DD') AS date, s.property_type_formatted AS "propertyType", s.price,
  s.address_line1 AS paon, s.address_line2 AS saon, s.street_name AS street, s.locality,
  s.city AS town, s.district, s.county, s.tenure, s.new_build AS "newBuild", s.category`;

function filterConditions(f: SaleFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.since) conditions.push(sql`s.sale_date >= ${f.since}::date`);
  if (f.propertyType) conditions.push(sql`s.property_type = ${f.propertyType}`);
  if (f.newBuild !== undefined) conditions.push(sql`s.new_build = ${f.newBuild}`);
  if (f.duration) conditions.push(sql`s.duration = ${f.duration}`);
  if (f.category) conditions.push(sql`s.category = ${f.category}`);
  if (f.minPrice !== undefined) conditions.push(sql`s.price >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) conditions.push(sql`s.price <= ${f.maxPrice}`);
  return conditions;
}

/**
 * Sort keys, ties broken by transaction id so pages never overlap or skip. `row` names the relation
 * holding sale_date, price and transaction_id; `distance` the one holding metres.
 */
function orderBy(order: SaleOrder, row: string, distance: string): SQL {
  const r = sql.identifier(row);
  switch (order) {
    case 'oldest':
      return sql`${r}.sale_date ASC, ${r}.transaction_id`;
    case 'price-desc':
      return sql`${r}.price DESC, ${r}.sale_date DESC, ${r}.transaction_id`;
    case 'price-asc':
      return sql`${r}.price ASC, ${r}.sale_date DESC, ${r}.transaction_id`;
    case 'distance':
      return sql`${sql.identifier(distance)}.metres ASC, ${r}.sale_date DESC, ${r}.transaction_id`;
    default:
      return sql`${r}.sale_date DESC, ${r}.transaction_id`;
  }
}

const sqlAnd = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

const areaCondition = (area: SaleArea) =>
  'postcode' in area ? sql`s.postcode = ${area.postcode}` : sql`s.postcode LIKE ${`${area.prefix}%`}`;

/**
 * Two steps: the page is chosen carrying only the few narrow columns the order needs, then the
 * full rows of that page alone are read by primary key. Sorting tens of thousands of matches with
 * every address column along is what made one-step queries slow. `counted` names the CTEs the
 * matches need and where the total comes from (by default a window count in the matches).
 */
function pageThenRows(
  matches: SQL,
  order: SaleOrder,
  page: Page,
  counted: { ctes?: SQL; total: SQL } = { total: sql`page.total` },
): SQL {
  return sql`WITH ${counted.ctes ? sql`${counted.ctes}, ` : sql``}
    page AS (${matches} ORDER BY ${orderBy(order, 's', 'n')} LIMIT ${page.limit} OFFSET ${page.offset})
    SELECT ${SALE_COLUMNS}, page.latitude, page.longitude, page.metres, ${counted.total} AS total
    FROM page JOIN sold_properties s ON s.transaction_id = page.transaction_id
    ORDER BY ${orderBy(order, 'page', 'page')}`;
}

const PAGE_COLUMNS = sql`s.transaction_id, s.sale_date, s.price, count(*) OVER ()::int AS total`;

/** Sales in a postcode, sector or district (radius 0). */
export function salesInArea(db: Db, area: SaleArea, filters: SaleFilters, order: SaleOrder, page: Page) {
  const matches = sql`SELECT ${PAGE_COLUMNS}, NULL::float8 AS metres, n.latitude, n.longitude
    FROM sold_properties s LEFT JOIN postcodes n ON n.postcode = s.postcode
    WHERE ${sqlAnd([areaCondition(area), ...filterConditions(filters)])}`;
  return queryRows<SaleRow>(db, pageThenRows(matches, order, page));
}

/**
 * Postcodes within `metres` of a point, found through the GiST index on ll_to_earth(lat, lon):
 * earth_box is the indexable bounding cube, earth_distance then trims it to the circle.
 */
const nearPostcodes = (centre: LatLon, metres: number) => sql`
  SELECT p.postcode, p.latitude, p.longitude,
         earth_distance(ll_to_earth(${centre.latitude}, ${centre.longitude}), ll_to_earth(p.latitude, p.longitude)) AS metres
  FROM postcodes p
  WHERE earth_box(ll_to_earth(${centre.latitude}, ${centre.longitude}), ${metres}) @> ll_to_earth(p.latitude, p.longitude)`;

/**
 * The first `count` sales of each postcode in `near`, newest first, straight off the covering
 * postcode index. The ORDER BY must spell the index's order exactly (`USING ~<~` for its pattern
 * ordering on postcode, NULLS LAST as the index was built) or the planner sorts every postcode's
 * sales instead of stopping after `count`.
 */
const newestInEachPostcode = (filters: SaleFilters, count: number, more: SQL[] = []) => sql`
  CROSS JOIN LATERAL (
    SELECT s.transaction_id, s.sale_date, s.price FROM sold_properties s
    WHERE ${sqlAnd([sql`s.postcode = n.postcode`, ...filterConditions(filters), ...more])}
    ORDER BY s.postcode USING ~<~, s.sale_date DESC NULLS LAST, s.transaction_id
    LIMIT ${count}) s`;

/**
 * The sales a page of a radius search is chosen from. Newest first or by distance (constant
 * within a postcode), a page of `wanted` = offset + limit rows holds at most the first `wanted`
 * sales of any postcode. Newest first, a sample of each postcode's newest sales first gives a date
 * no sale of the page is older than (the wanted-th newest of the sample: at least that many real
 * sales are as new), so each postcode then reads only its sales since that date; without enough
 * sampled sales the date is -infinity and each postcode gives its first `wanted`.
 */
function nearMatches(metres: number, filters: SaleFilters, order: SaleOrder, page: Page) {
  const columns = sql`s.transaction_id, s.sale_date, s.price, n.metres, n.latitude, n.longitude`;
  const inCircle = sql`n.metres <= ${metres}`;
  const wanted = page.offset + page.limit;
  if (order === 'newest') {
    const sample = sql`SELECT s.sale_date FROM near n ${newestInEachPostcode(filters, Math.ceil(wanted / 10))}
      WHERE ${inCircle} ORDER BY s.sale_date DESC, s.transaction_id LIMIT 1 OFFSET ${wanted - 1}`;
    const since = sql`s.sale_date >= coalesce((${sample}), '-infinity'::date)`;
    return sql`SELECT ${columns} FROM near n ${newestInEachPostcode(filters, wanted, [since])} WHERE ${inCircle}`;
  }
  if (order === 'distance')
    return sql`SELECT ${columns} FROM near n ${newestInEachPostcode(filters, wanted)} WHERE ${inCircle}`;
  return sql`SELECT ${columns} FROM near n JOIN sold_properties s ON s.postcode = n.postcode
    WHERE ${sqlAnd([inCircle, ...filterConditions(filters)])}`;
}

/** The statement behind salesNear (exported so tests can EXPLAIN it). */
export function salesNearQuery(
  centre: LatLon,
  metres: number,
  filters: SaleFilters,
  order: SaleOrder,
  page: Page,
): SQL {
  // The total is counted in the same statement, so the postcodes in the circle are found once.
  return pageThenRows(nearMatches(metres, filters, order, page), order, page, {
    ctes: sql`near AS MATERIALIZED (${nearPostcodes(centre, metres)}), counted AS (${countNear(metres, filters)})`,
    total: sql`(SELECT n FROM counted)`,
  });
}

/** Sales at postcodes within `metres` of a point. */
export function salesNear(
  db: Db,
  centre: LatLon,
  metres: number,
  filters: SaleFilters,
  order: SaleOrder,
  page: Page,
) {
  return queryRows<SaleRow>(db, salesNearQuery(centre, metres, filters, order, page));
}

/**
 * Matches of a radius search, from the postcodes in `near`. Without a date or price filter they
 * are added up from sold_postcode_counts, which holds every other filter under the same column
 * names (so filterConditions() applies to it as to the sales), instead of counted one by one.
 */
function countNear(metres: number, filters: SaleFilters): SQL {
  const byPostcode =
    filters.since === undefined && filters.minPrice === undefined && filters.maxPrice === undefined;
  const counted = byPostcode
    ? sql`SELECT coalesce(sum(s.sales), 0)::int AS n FROM near n JOIN sold_postcode_counts s ON s.postcode = n.postcode`
    : sql`SELECT count(*)::int AS n FROM near n JOIN sold_properties s ON s.postcode = n.postcode`;
  return sql`${counted} WHERE ${sqlAnd([sql`n.metres <= ${metres}`, ...filterConditions(filters)])}`;
}

/** Matches of a search whose page came back empty (paged past the end). */
export async function countSales(
  db: Db,
  scope: { area: SaleArea } | { centre: LatLon; metres: number },
  filters: SaleFilters,
) {
  const query =
    'area' in scope
      ? sql`SELECT count(*)::int AS n FROM sold_properties s WHERE ${sqlAnd([areaCondition(scope.area), ...filterConditions(filters)])}`
      : sql`WITH near AS MATERIALIZED (${nearPostcodes(scope.centre, scope.metres)}) ${countNear(scope.metres, filters)}`;
  const [row] = await queryRows<{ n: number }>(db, query);
  return row?.n ?? 0;
}

/** Whether any sale is recorded in the area, whatever its filters. */
export async function hasSales(db: Db, area: SaleArea): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM sold_properties s WHERE ${areaCondition(area)} LIMIT 1`,
  );
  return rows.length > 0;
}

export async function anySales(db: Db): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`SELECT 1 AS one FROM sold_properties LIMIT 1`);
  return rows.length > 0;
}

export async function saleDateRange(db: Db): Promise<{ earliest: string | null; latest: string | null }> {
  const [row] = await queryRows<{ earliest: string | null; latest: string | null }>(
    db,
    sql`SELECT to_char(min(sale_date), 'YYYY-MM-DD') AS earliest, to_char(max(sale_date), 'YYYY-MM-DD') AS latest FROM sold_properties`,
  );
  return row ?? { earliest: null, latest: null };
}
