import {
  type ListingCard,
  listingCardSchema,
  type ListingHistoryEvent,
  type ListingShape,
  type Property,
  type PropertySort,
} from '@contracts/property';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { properties, propertyHistory, userPropertyViews, userSearchHistory } from '../../db/schema/index';
import {
  byId,
  cityKey,
  likePattern,
  SORT_ANCHOR_COLUMNS,
  SORT_ORDER,
  type SortAnchor,
  stateKey,
  type TextMatch,
} from './property-filters';

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;

/** Rows of a raw statement; both drivers (node-postgres and PGlite) answer with a `rows` array. */
export async function selectRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export interface PageRequest {
  sort: PropertySort;
  limit: number;
  offset: number;
  /** The listings' shape: full (the default) or the grid's and map's cards. */
  fields?: ListingShape;
}

const t = properties;
const dialect = new PgDialect();

const asText = (column: SQLWrapper) => sql`${column}::text`;

/** A timestamp as Date#toISOString writes it (UTC; beyond milliseconds cut off, as Date does). */
const isoTimestamp = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A listing as the API shows it (the presenter's output, key for key), written as columns that
 * PostgreSQL turns into the JSON the API sends (see pageQuery). Decimal columns go as text: the API
 * has always sent them as strings ("2.0"), as `pg` reads them. A test holds this to the presenter's output.
 */
const LISTING_FIELDS: Record<keyof Property, SQLWrapper> = {
  id: t.id,
  title: t.title,
  description: t.description,
  price: t.price,
  address: t.address,
  city: t.city,
  state: t.state,
  zipCode: t.zipCode,
  propertyType: t.propertyType,
  bedrooms: t.bedrooms,
  bathrooms: asText(t.bathrooms),
  sqft: t.sqft,
  features: t.features,
  images: t.images,
  latitude: asText(t.latitude),
  longitude: asText(t.longitude),
  status: t.status,
  yearBuilt: t.yearBuilt,
  lotSize: asText(t.lotSize),
  agentName: t.agentName,
  agentPhone: t.agentPhone,
  agentEmail: t.agentEmail,
  ownerId: t.ownerId,
  createdAt: isoTimestamp(t.createdAt),
  updatedAt: isoTimestamp(t.updatedAt),
  tenure: t.tenure,
  leaseYearsRemaining: t.leaseYearsRemaining,
  groundRent: t.groundRent,
  serviceCharge: t.serviceCharge,
  councilTaxBand: t.councilTaxBand,
  epcRating: t.epcRating,
  epcPotential: t.epcPotential,
  epcCertificateUrl: t.epcCertificateUrl,
  builtForm: t.builtForm,
  floorPlan: t.floorPlan,
  sharedOwnership: t.sharedOwnership,
  retirement: t.retirement,
  reducedAt: isoTimestamp(t.reducedAt),
  soldPrice: t.soldPrice,
  soldDate: sql`to_char(${t.soldDate}, 'YYYY-MM-DD')`,
};

/** A constant part of a statement, rendered once: drizzle's rendering costs time on every request. */
const rendered = (part: SQL) => sql.raw(dialect.sqlToQuery(part).sql);

/** A select list of these fields. */
const selectList = (names: (keyof Property)[]) =>
  rendered(
    sql.join(
      names.map((name) => sql`${LISTING_FIELDS[name]} as ${sql.identifier(name)}`),
      sql`, `,
    ),
  );

const ALL_FIELDS = Object.keys(LISTING_FIELDS) as (keyof Property)[];

/** Each shape's columns, in the full listing's key order (a card is a full listing with fields left out). */
const SHAPE_COLUMNS: Record<ListingShape | 'full', SQL> = {
  full: selectList(ALL_FIELDS),
  card: selectList(ALL_FIELDS.filter((name) => name in listingCardSchema.shape)),
};

const ORDER_BY = Object.fromEntries(
  Object.entries(SORT_ORDER).map(([sort, keys]) => [sort, rendered(sql.join(keys, sql`, `))]),
) as Record<PropertySort, SQL>;

/** The page statement up to its filter, for each shape and order. */
const PAGE_HEADS = Object.fromEntries(
  Object.entries(SHAPE_COLUMNS).map(([shape, columns]) => [
    shape,
    Object.fromEntries(
      Object.entries(ORDER_BY).map(([sort, order]) => [
        sort,
        rendered(sql`select count(*)::int as "count",
      '[' || coalesce(string_agg(row_to_json(listing)::text, ',' order by ${order}), '') || ']' as "json"
    from ${properties} cross join lateral (select ${columns}) listing
    where ${t.id} in (
      select ${t.id} from ${properties}`),
      ]),
    ),
  ]),
) as Record<ListingShape | 'full', Record<PropertySort, SQL>>;

/**
 * One page of listings, written by PostgreSQL as the JSON text of the API's array (benchmarks
 * EXPLAIN it and replay it through `pg`), with how many listings it holds. The page's ids come
 * first, from an index alone where one covers the filter and the order (the listings' wide rows
 * are read for the page only, never for rows the filter or an offset passes over); then the page's
 * rows by primary key, each made JSON by `row_to_json` of the shape's columns (named after the
 * API's keys, in its order). Parsing the rows' fields and arrays in Node and writing them out again
 * was most of what the app spent on a search beyond the database's own work. `row_to_json` and
 * JSON.stringify write the same text for these values: a test holds the two to the same bytes.
 */
export function pageQuery(where: SQL | undefined, page: PageRequest): SQL {
  return sql`${PAGE_HEADS[page.fields ?? 'full'][page.sort]}${where ? sql` where ${where}` : sql``}
      order by ${ORDER_BY[page.sort]} limit ${page.limit} offset ${page.offset})`;
}

/** A page as the JSON text the API sends, and how many listings it holds. */
export interface PageJson {
  count: number;
  json: string;
}

export async function findPageJson(db: Db, where: SQL | undefined, page: PageRequest): Promise<PageJson> {
  const [row] = await selectRows<PageJson>(db, pageQuery(where, page));
  return row!;
}

/** A page as objects, for callers that work on its listings. */
export function findPage(
  db: Db,
  where: SQL | undefined,
  page: PageRequest & { fields?: undefined },
): Promise<Property[]>;
export function findPage(
  db: Db,
  where: SQL | undefined,
  page: PageRequest,
): Promise<Property[] | ListingCard[]>;
export async function findPage(db: Db, where: SQL | undefined, page: PageRequest) {
  return JSON.parse((await findPageJson(db, where, page)).json) as Property[] | ListingCard[];
}

/** A statement's text and parameters, as they are sent to the database. */
export const renderQuery = (statement: SQL) => dialect.sqlToQuery(statement);

function countQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(where);
}

export async function countMatches(db: Db, where: SQL | undefined) {
  const [row] = await countQuery(db, where);
  return Number(row?.total ?? 0);
}

/** Fuzzy matching below three letters is noise: 'ab' is "similar" to half the country. */
const FUZZY_MIN_LENGTH = 3;

/** Distinct values of a key, found by walking its index: one probe per distinct value, not per listing. */
const distinct = (name: string, key: SQL) => sql`${sql.identifier(name)}(v) as (
    select min(${key}) from ${properties}
    union all
    select (select min(${key}) from ${properties} where ${key} > prev.v) from ${sql.identifier(name)} prev where prev.v is not null
  )`;

/**
 * Resolves one location word, in one statement, to the narrowest reading that matches something:
 * towns or counties whose names contain it; else addresses or titles that contain it; else towns
 * or counties with similar names (pg_trgm `%`, default threshold 0.3); else similar words in
 * addresses and titles. Literal readings win, so 'Bolton' never also returns 'Boston'.
 */
export async function resolveText(db: Db, text: string): Promise<TextMatch> {
  const pattern = likePattern(text);
  const fuzzy = text.length >= FUZZY_MIN_LENGTH;
  // Each reading is only tried when the narrower ones found nothing (one-time filters short-circuit).
  // Addresses and titles are asked apart: asked together ('address like p or title like p'), the
  // planner expected a match within a few thousand rows and read all million listings for a word
  // none contains (a misspelt town: 1.5 s at a million listings, against 0.4 ms by the two
  // trigram indexes).
  const rows = await selectRows<{ kind: string; value: string | null }>(
    db,
    sql`with recursive ${distinct('cities', cityKey)}, ${distinct('states', stateKey)},
      names as (
        select 'city' as kind, v as value from cities where v like ${pattern}
        union all select 'state', v from states where v like ${pattern}),
      text_hit as (
        select 1 where not exists (select 1 from names) and (
          exists (select 1 from ${properties} where lower(${properties.address}) like ${pattern})
          or exists (select 1 from ${properties} where lower(${properties.title}) like ${pattern})))
      select kind, value from names
      union all select 'text', null from text_hit
      union all select 'similar-city', v from cities
        where ${fuzzy} and not exists (select 1 from names) and not exists (select 1 from text_hit) and v % ${text}
      union all select 'similar-state', v from states
        where ${fuzzy} and not exists (select 1 from names) and not exists (select 1 from text_hit) and v % ${text}`,
  );
  const values = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.value!);
  const [cities, states] = [values('city'), values('state')];
  if (cities.length > 0 || states.length > 0) return { kind: 'places', cities, states };
  if (rows.some((r) => r.kind === 'text')) return { kind: 'text', text, fuzzy: false };
  const [similarCities, similarStates] = [values('similar-city'), values('similar-state')];
  if (similarCities.length > 0 || similarStates.length > 0)
    return { kind: 'places', cities: similarCities, states: similarStates };
  return fuzzy ? { kind: 'text', text, fuzzy: true } : { kind: 'none' };
}

/** The middle of the listings a location matches (a radius search's centre); null when none does. */
export async function centreOfListings(db: Db, where: SQL | undefined) {
  const [row] = await selectRows<{ latitude: number | null; longitude: number | null }>(
    db,
    sql`select avg(${t.latitude}::float8) as latitude, avg(${t.longitude}::float8) as longitude
        from ${properties} where ${t.latitude} is not null and ${t.longitude} is not null
        ${where ? sql`and ${where}` : sql``}`,
  );
  return row?.latitude != null && row.longitude != null
    ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
    : null;
}

const h = propertyHistory;

/** A listing's events, newest first (ties: the later-written first). */
export function listingHistory(db: Db, propertyId: string) {
  return selectRows<ListingHistoryEvent>(
    db,
    sql`select ${isoTimestamp(h.at)} as date, ${h.event} as event, ${h.price} as price,
          ${h.previousPrice} as "previousPrice", ${h.status} as status, ${h.previousStatus} as "previousStatus"
        from ${propertyHistory} where ${h.propertyId} = ${propertyId}
        order by ${h.at} desc, ${h.id} desc`,
  );
}

/** What the sorts compare, for the listing a 'load more' starts after; undefined once it is gone. */
export async function findSortAnchor(db: Db, id: string): Promise<SortAnchor | undefined> {
  const [row] = await selectRows<SortAnchor>(
    db,
    sql`select ${SORT_ANCHOR_COLUMNS} from ${properties} where ${byId(id)}`,
  );
  return row;
}

export async function findById(db: Db, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db.select().from(properties).where(byId(id)).limit(1);
  return row;
}

export async function exists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(byId(id)).limit(1);
  return row !== undefined;
}

/**
 * Records a signed-in user's view unless they viewed the listing within the window. One statement,
 * so a double-fired request cannot slip two rows in between a check and an insert on one connection.
 */
export async function insertViewUnlessRecent(
  db: Db,
  propertyId: string,
  userId: string,
  windowMinutes: number,
) {
  const inserted = await selectRows<{ id: string }>(
    db,
    sql`
    insert into ${userPropertyViews} (user_id, property_id)
    select ${userId}, ${propertyId}
    where not exists (
      select 1 from ${userPropertyViews}
      where user_id = ${userId} and property_id = ${propertyId}
        and viewed_at > now() - make_interval(mins => ${windowMinutes})
    )
    returning id`,
  );
  return inserted.length > 0;
}

export async function insertAnonymousView(db: Db, propertyId: string) {
  await db.insert(userPropertyViews).values({ propertyId, userId: null });
}

export async function insertSearch(db: Db, userId: string, searchQuery: Record<string, unknown>) {
  await db.insert(userSearchHistory).values({ userId, searchQuery });
}

const INSERT_BATCH = 500;

/**
 * Inserts listings by id in batches. Existing ids are left alone, or, with `replace`, overwritten
 * when they are still demo listings (no owner), so re-seeding never touches a user's listing.
 */
export async function insertProperties(db: Db, rows: NewPropertyRow[], options: { replace?: boolean } = {}) {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH);
    const insert = db.insert(properties).values(batch);
    const done = options.replace
      ? await insert
          .onConflictDoUpdate({
            target: properties.id,
            set: excludedColumns(),
            setWhere: sql`${properties.ownerId} is null`,
          })
          .returning({ id: properties.id })
      : await insert.onConflictDoNothing({ target: properties.id }).returning({ id: properties.id });
    inserted += done.length;
  }
  return inserted;
}

/**
 * `SET column = excluded.column` for every column but the id and the sold mark, which the
 * sold-listings job keeps (a re-seeded demo listing stays marked as it was).
 */
function excludedColumns() {
  const set: Record<string, SQL> = {};
  const kept = new Set(['id', 'soldPrice', 'soldDate']);
  for (const [key, column] of Object.entries(properties)) {
    if (
      !kept.has(key) &&
      typeof column === 'object' &&
      column !== null &&
      'name' in column &&
      'columnType' in column
    ) {
      set[key] = sql`excluded.${sql.identifier(String(column.name))}`;
    }
  }
  return set;
}
