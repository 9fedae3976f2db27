import { priceBounds, type PropertySearch, type PropertySort } from '@contracts/property';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { cellExpression, cellsAround, cellsPerDegreeFor, circleBox } from '../../db/grid-cell';
import { insideArea } from '../../db/inside-area';
import { properties } from '../../db/schema/index';
import type { LatLon } from '../postcodes/postcodes.repository';
import type { LocationTerm } from './location-query';
import { notMarkedSold } from './sold-mark';

/*
 * Every expression here is written exactly as the indexes recommended in docs/performance.md
 * define them, so the planner can use them once they exist; without them the same SQL is still
 * correct, only slower on large tables.
 */

const t = properties;

/**
 * Town and county as they are compared, listed and sorted: lower case in byte order ("C"), so the
 * order is the same on every server whatever its locale, and one index serves all three uses.
 */
export const cityKey = sql`(lower(${t.city}) collate "C")`;
export const stateKey = sql`(lower(${t.state}) collate "C")`;

/** 'sw19 1aa', 'SW191AA' and 'Sw19  1AA' all compare as 'SW191AA'. */
const compactPostcode = sql`upper(replace(${t.zipCode}, ' ', ''))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** The outward code (district) of a compact postcode: all but the three characters of the inward code. */
export const postcodeDistrict = sql`left(${compactPostcode}, -3)`;

export function postcodeCondition(term: Extract<LocationTerm, { compact: string }>): SQL {
  if (term.kind === 'postcode') return sql`${compactPostcode} = ${term.compact}`;
  if (term.kind === 'district') return sql`${postcodeDistrict} = ${term.compact}`;
  // A sector is its district and the inward code's first digit: the district index finds it.
  return sql`(${postcodeDistrict} = ${term.compact.slice(0, -1)} and left(${compactPostcode}, -2) = ${term.compact})`;
}

/**
 * How a location word was understood (see `resolveText` in the repository): as places (towns and
 * counties whose names contain it or, failing any literal match, are similar to it), as words of
 * street addresses and titles (literal, or fuzzy as a last resort), or as nothing at all.
 */
export type TextMatch =
  | { kind: 'places'; cities: string[]; states: string[] }
  | { kind: 'text'; text: string; fuzzy: boolean }
  | { kind: 'none' };

const inList = (key: SQL, values: string[]) =>
  values.length > 0
    ? sql`${key} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : undefined;

export function textCondition(match: TextMatch): SQL {
  if (match.kind === 'places')
    return or(inList(cityKey, match.cities), inList(stateKey, match.states)) ?? sql`false`;
  if (match.kind === 'none') return sql`false`;
  // Strict word similarity (pg_trgm, default threshold 0.5): 'Crosbey' finds '... in Crosby'.
  if (match.fuzzy)
    return or(sql`lower(${t.address}) %>> ${match.text}`, sql`lower(${t.title}) %>> ${match.text}`)!;
  const pattern = likePattern(match.text);
  return or(sql`lower(${t.address}) like ${pattern}`, sql`lower(${t.title}) like ${pattern}`)!;
}

/** Every location term must match; `textMatches` holds the resolution of each text term, in order. */
export function locationCondition(terms: LocationTerm[], textMatches: TextMatch[]): SQL | undefined {
  const conditions: SQL[] = [];
  let textIndex = 0;
  for (const term of terms) {
    conditions.push(
      term.kind === 'text'
        ? textCondition(textMatches[textIndex++] ?? { kind: 'none' })
        : postcodeCondition(term),
    );
  }
  return and(...conditions);
}

export const MILE_METRES = 1609.344;

/**
 * Listings within `miles` of a point: in the grid cells the circle touches (server/db/grid-cell.ts,
 * cells sized to the radius), then earth_distance trims them to the circle. The cells' statistics
 * tell the planner how full the circle is: a city's is walked newest first until the page is full,
 * a village's few cells are read whole from their index.
 */
export function radiusCondition(centre: LatLon, miles: number): SQL {
  const metres = miles * MILE_METRES;
  const perDegree = cellsPerDegreeFor(miles);
  const cells = cellsAround(centre, metres, perDegree);
  const box = circleBox(centre, metres);
  const here = sql`ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8)`;
  const there = sql`ll_to_earth(${t.latitude}::float8, ${t.longitude}::float8)`;
  // The box spares most rows of the cells the costly distance (trigonometry, 2 µs a row); inside a
  // CASE, the planner leaves it out of its estimate, which the cells already make.
  return sql`(${cellExpression(t, perDegree)} in (${sql.join(
    cells.map((cell) => sql`${cell}`),
    sql`, `,
  )}) and case when ${t.latitude} between ${String(box.south)} and ${String(box.north)}
    and ${t.longitude} between ${String(box.west)} and ${String(box.east)}
    then earth_distance(${here}, ${there}) <= ${metres}::float8 else false end)`;
}

/** What a search's WHERE clause needs besides the filters: the clock, and a radius search's centre. */
export interface SearchContext {
  now: Date;
  /** The centre of the location when `radius` is set; null when the location names no known place. */
  centre?: LatLon | null;
}

const DAY_MS = 86_400_000;

/** The UK filters (issue 17): built form, tenure, date added, reductions, shared/retirement, EPC. */
function ukConditions(search: PropertySearch, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (search.builtForm) conditions.push(inArray(t.builtForm, search.builtForm));
  if (search.tenure) conditions.push(inArray(t.tenure, search.tenure));
  if (search.maxDaysSinceAdded !== undefined)
    conditions.push(gte(t.createdAt, new Date(now.getTime() - search.maxDaysSinceAdded * DAY_MS)));
  if (search.reducedOnly) conditions.push(isNotNull(t.reducedAt));
  if (search.hideSharedAndRetirement) conditions.push(eq(t.sharedOwnership, false), eq(t.retirement, false));
  // Ratings sort as letters: 'A' (best) < 'B' < ... < 'G'; listings without a rating never match.
  if (search.minEpc) conditions.push(lte(t.epcRating, search.minEpc));
  return conditions;
}

/**
 * The WHERE clause of a search. The location matches its own places and postcodes ("This area
 * only"), or with a radius every listing within that many miles of its centre.
 */
export function searchCondition(
  search: PropertySearch,
  terms: LocationTerm[],
  textMatches: TextMatch[],
  context: SearchContext,
): SQL | undefined {
  // Listings marked sold are never offered (modules/sold-listings).
  const conditions: (SQL | undefined)[] = [notMarkedSold];
  if (search.radius !== undefined && terms.length > 0)
    conditions.push(context.centre ? radiusCondition(context.centre, search.radius) : sql`false`);
  else conditions.push(locationCondition(terms, textMatches));
  if (search.propertyType)
    conditions.push(sql`lower(${t.propertyType}) = ${search.propertyType.toLowerCase()}`);
  const price = priceBounds(search);
  if (price.min !== undefined) conditions.push(gte(t.price, price.min));
  if (price.max !== undefined) conditions.push(lte(t.price, price.max));
  if (search.bedrooms !== undefined) conditions.push(gte(t.bedrooms, search.bedrooms));
  if (search.bathrooms !== undefined) conditions.push(gte(t.bathrooms, String(search.bathrooms)));
  if (search.minSqft !== undefined) conditions.push(gte(t.sqft, search.minSqft));
  if (search.maxSqft !== undefined) conditions.push(lte(t.sqft, search.maxSqft));
  conditions.push(...ukConditions(search, context.now));
  if (search.bbox) {
    const { south, west, north, east } = search.bbox;
    conditions.push(
      gte(t.latitude, String(south)),
      lte(t.latitude, String(north)),
      gte(t.longitude, String(west)),
      lte(t.longitude, String(east)),
    );
  }
  if (search.area) conditions.push(insideArea(search.area, t));
  return and(...conditions);
}

/** The values a sort compares, as the listing a 'load more' starts after has them. */
export interface SortAnchor {
  price: number;
  sqft: number;
  cityKey: string;
  stateKey: string;
  /** As PostgreSQL prints it, to the microsecond (a JSON date keeps only milliseconds). */
  createdAt: string;
  id: string;
}

const SORT_VALUES: Record<keyof SortAnchor, { expression: SQL | AnyColumn; type: string }> = {
  price: { expression: t.price, type: 'int' },
  sqft: { expression: t.sqft, type: 'int' },
  cityKey: { expression: cityKey, type: 'text' },
  stateKey: { expression: stateKey, type: 'text' },
  createdAt: { expression: t.createdAt, type: 'timestamptz' },
  id: { expression: t.id, type: 'uuid' },
};

/** Reads a listing's SortAnchor (the columns are named after its fields). */
export const SORT_ANCHOR_COLUMNS = sql.join(
  Object.entries(SORT_VALUES).map(
    ([name, { expression }]) =>
      sql`${expression}${name === 'createdAt' ? sql`::text` : sql``} as ${sql.identifier(name)}`,
  ),
  sql`, `,
);

type SortKey = [keyof SortAnchor, 'asc' | 'desc'];

/** Ties fall back to newest first, then id, so paging never repeats or skips a listing. */
const tieBreak: SortKey[] = [
  ['createdAt', 'desc'],
  ['id', 'desc'],
];

const SORT_KEYS: Record<PropertySort, SortKey[]> = {
  newest: tieBreak,
  'price-low': [['price', 'asc'], ...tieBreak],
  'price-high': [['price', 'desc'], ...tieBreak],
  sqft: [['sqft', 'desc'], ...tieBreak],
  'domain-az': [['cityKey', 'asc'], ...tieBreak],
  'domain-za': [['cityKey', 'desc'], ...tieBreak],
  location: [['stateKey', 'asc'], ['cityKey', 'asc'], ...tieBreak],
};

export const SORT_ORDER = Object.fromEntries(
  Object.entries(SORT_KEYS).map(([sort, keys]) => [
    sort,
    keys.map(([name, direction]) => (direction === 'asc' ? asc : desc)(SORT_VALUES[name].expression)),
  ]),
) as Record<PropertySort, SQL[]>;

/** Runs of keys sorted the same way, each compared as one row value: `(created_at, id) < (..., ...)`. */
function sameDirectionRuns(keys: SortKey[]) {
  const runs: { names: (keyof SortAnchor)[]; direction: 'asc' | 'desc' }[] = [];
  for (const [name, direction] of keys) {
    const last = runs.at(-1);
    if (last?.direction === direction) last.names.push(name);
    else runs.push({ names: [name], direction });
  }
  return runs;
}

/**
 * Listings that come after `anchor` in `sort` order (keyset paging): a 'load more' reads the next
 * page from the index where the last one ended, however deep it is, instead of counting its way
 * past every listing before it as an offset does.
 */
export function afterCondition(sort: PropertySort, anchor: SortAnchor): SQL {
  const runs = sameDirectionRuns(SORT_KEYS[sort]);
  const row = (names: (keyof SortAnchor)[]) =>
    sql`(${sql.join(
      names.map((name) => SORT_VALUES[name].expression),
      sql`, `,
    )})`;
  const value = (names: (keyof SortAnchor)[]) =>
    sql`(${sql.join(
      names.map((name) => sql`${anchor[name]}::${sql.raw(SORT_VALUES[name].type)}`),
      sql`, `,
    )})`;
  const beyond = (names: (keyof SortAnchor)[], direction: 'asc' | 'desc', orEqual = false) =>
    sql`${row(names)} ${sql.raw(direction === 'asc' ? '>' : '<')}${sql.raw(orEqual ? '=' : '')} ${value(names)}`;
  const alternatives = runs.map((run, i) =>
    and(
      ...runs.slice(0, i).map((earlier) => sql`${row(earlier.names)} = ${value(earlier.names)}`),
      beyond(run.names, run.direction),
    )!,
  );
  if (alternatives.length === 1) return alternatives[0]!;
  // The first run's own bound, said once more on its own, is where an index scan starts.
  const [first] = runs;
  return and(beyond(first!.names, first!.direction, true), or(...alternatives))!;
}

export const byId = (id: string) => eq(t.id, id);
