import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LatLon } from '../postcodes/postcodes.repository';
import { insideArea } from '../../db/inside-area';
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

/** Postcodes inside a drawn area (an encoded polyline the contract has checked). */
const drawnPostcodes = (area: string) => sql`
  SELECT p.postcode, p.latitude, p.longitude FROM postcodes p
  WHERE ${insideArea(area, { latitude: sql`p.latitude`, longitude: sql`p.longitude` })}`;

/** Sales at postcodes inside a drawn area: the postcodes are found first, then their sales. */
export function salesInDrawnArea(db: Db, area: string, filters: SaleFilters, order: SaleOrder, page: Page) {
  const matches = sql`SELECT ${PAGE_COLUMNS}, NULL::float8 AS metres, n.latitude, n.longitude
    FROM inside n JOIN sold_properties s ON s.postcode = n.postcode
    WHERE ${sqlAnd([sql`true`, ...filterConditions(filters)])}`;
  return queryRows<SaleRow>(
    db,
    pageThenRows(matches, order, page, {
      ctes: sql`inside AS MATERIALIZED (${drawnPostcodes(area)})`,
      total: sql`page.total`,
    }),
  );
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
 * How each order walks one postcode's sales straight off an index, and which rows of the whole
 * circle can be on a page once some are known. The per-postcode ORDER BY must spell the index's
 * order exactly (`USING ~<~` / `~>~` for its pattern ordering on postcode, NULLS as the index was
 * built), forwards or backwards, or the planner sorts every sale of the postcode instead of
 * stopping after LIMIT. Newest, oldest and distance walk the covering postcode/date index; the
 * price orders its twin by postcode and price.
 */
interface PostcodeWalk {
  scan: SQL;
  /** The sort key of the rows a threshold is taken from, and the SQL for "at least as good as T". */
  key: SQL;
  best: 'DESC' | 'ASC';
  withinThreshold(threshold: SQL): SQL;
  /** A threshold every sale passes, for when the sample is too small to give one. */
  unbounded: SQL;
  /** Whether a postcode's first rows in `scan` order are its first in the page's order, ties included. */
  pageOrder: boolean;
}

const byDate: SQL = sql`s.postcode USING ~<~, s.sale_date DESC NULLS LAST, s.transaction_id`;

function walkFor(order: SaleOrder): PostcodeWalk {
  switch (order) {
    case 'oldest':
      return {
        scan: sql`s.postcode USING ~>~, s.sale_date ASC NULLS FIRST, s.transaction_id DESC`,
        key: sql`s.sale_date`,
        best: 'ASC',
        withinThreshold: (t) => sql`s.sale_date <= ${t}`,
        unbounded: sql`'infinity'::date`,
        pageOrder: false,
      };
    case 'price-desc':
      return {
        scan: sql`s.postcode USING ~<~, s.price DESC NULLS LAST, s.sale_date DESC NULLS LAST, s.transaction_id`,
        key: sql`s.price`,
        best: 'DESC',
        withinThreshold: (t) => sql`s.price >= ${t}`,
        unbounded: sql`0`,
        pageOrder: true,
      };
    case 'price-asc':
      return {
        scan: sql`s.postcode USING ~>~, s.price ASC NULLS FIRST, s.sale_date ASC NULLS FIRST, s.transaction_id DESC`,
        key: sql`s.price`,
        best: 'ASC',
        withinThreshold: (t) => sql`s.price <= ${t}`,
        unbounded: sql`2147483647`,
        pageOrder: false,
      };
    case 'distance':
      // Within a postcode every sale is as far; the threshold bounds the postcodes instead.
      return {
        scan: byDate,
        key: sql`n.metres`,
        best: 'ASC',
        withinThreshold: (t) => sql`n.metres <= ${t}`,
        unbounded: sql`'infinity'::float8`,
        pageOrder: true,
      };
    default:
      return {
        scan: byDate,
        key: sql`s.sale_date`,
        best: 'DESC',
        withinThreshold: (t) => sql`s.sale_date >= ${t}`,
        unbounded: sql`'-infinity'::date`,
        pageOrder: true,
      };
  }
}

/** Sales of each postcode in `near`, in `walk` order, at most `count` of each when given. */
const inEachPostcode = (
  walk: PostcodeWalk,
  filters: SaleFilters,
  count: number | null,
  more: SQL[] = [],
) => sql`
  CROSS JOIN LATERAL (
    SELECT s.transaction_id, s.sale_date, s.price FROM sold_properties s
    WHERE ${sqlAnd([sql`s.postcode = n.postcode`, ...filterConditions(filters), ...more])}
    ORDER BY ${walk.scan}
    ${count === null ? sql`` : sql`LIMIT ${count}`}) s`;

/**
 * The sales a page of a radius search is chosen from, in any order, without reading every match.
 * A page of `wanted` = offset + limit rows: a sample of each postcode's best few sales (in the
 * order asked, off an index) gives a threshold no sale of the page is worse than (the wanted-th
 * best of the sample: at least that many real sales are as good), so each postcode then reads
 * only its sales within it. Without enough sampled sales there is no threshold and each postcode
 * gives what the order allows. Exact, ties included: only a bound is estimated, never the page.
 */
function nearMatches(metres: number, filters: SaleFilters, order: SaleOrder, page: Page) {
  const columns = sql`s.transaction_id, s.sale_date, s.price, n.metres, n.latitude, n.longitude`;
  const inCircle = sql`n.metres <= ${metres}`;
  const wanted = page.offset + page.limit;
  const walk = walkFor(order);
  const best = sql.raw(walk.best);
  const sample = sql`SELECT ${walk.key} FROM near n ${inEachPostcode(walk, filters, Math.ceil(wanted / 10))}
    WHERE ${inCircle} ORDER BY ${walk.key} ${best} LIMIT 1 OFFSET ${wanted - 1}`;
  const within = walk.withinThreshold(sql`coalesce((${sample}), ${walk.unbounded})`);
  if (order === 'distance')
    return sql`SELECT ${columns} FROM near n ${inEachPostcode(walk, filters, wanted)} WHERE ${inCircle} AND ${within}`;
  return sql`SELECT ${columns} FROM near n ${inEachPostcode(walk, filters, walk.pageOrder ? wanted : null, [within])}
    WHERE ${inCircle}`;
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
  scope: { area: SaleArea } | { drawn: string } | { centre: LatLon; metres: number },
  filters: SaleFilters,
) {
  const query =
    'area' in scope
      ? sql`SELECT count(*)::int AS n FROM sold_properties s WHERE ${sqlAnd([areaCondition(scope.area), ...filterConditions(filters)])}`
      : 'drawn' in scope
        ? sql`WITH inside AS MATERIALIZED (${drawnPostcodes(scope.drawn)})
            SELECT count(*)::int AS n FROM inside n JOIN sold_properties s ON s.postcode = n.postcode
            WHERE ${sqlAnd([sql`true`, ...filterConditions(filters)])}`
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
