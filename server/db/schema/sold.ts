import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  smallint,
  boolean,
  serial,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Postcode centroids (ONS Postcode Directory / Code-Point Open). */
export const postcodes = pgTable(
  'postcodes',
  {
    /** Normalised form, e.g. 'SW19 1AA'. */
    postcode: varchar('postcode', { length: 10 }).primaryKey(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    outwardCode: varchar('outward_code', { length: 4 }).notNull(),
    /**
     * No longer in use (ONSPD `doterm`). Kept because old sales still carry these postcodes and
     * belong in radius searches; new listings should not be placed at them.
     */
    terminated: boolean('terminated').notNull().default(false),
  },
  (t) => [
    index('postcodes_outward_idx').on(t.outwardCode),
    index('postcodes_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/** Outward-code (district) centroids: the centre of a search for `CT11` when no postcode in it is loaded. */
export const postcodeDistricts = pgTable('postcode_districts', {
  outwardCode: varchar('outward_code', { length: 4 }).primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** Data sets loaded once (the demo sold-price data), so a restart does not load them again. */
export const dataLoads = pgTable('data_loads', {
  name: varchar('name', { length: 100 }).primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  details: jsonb('details'),
});

/** HM Land Registry Price Paid Data, one row per transaction. */
export const soldProperties = pgTable(
  'sold_properties',
  {
    /** HM Land Registry's transaction unique identifier: the key updates and deletes arrive by. */
    transactionId: uuid('transaction_id').primaryKey(),
    price: integer('price').notNull(),
    saleDate: date('sale_date').notNull(),
    postcode: varchar('postcode', { length: 10 }),
    /** D, S, T, F or O. */
    propertyType: varchar('property_type', { length: 20 }).notNull(),
    oldOrNew: char('old_or_new', { length: 1 }).notNull(),
    duration: char('duration', { length: 1 }).notNull(),
    /** PAON. */
    addressLine1: text('address_line1'),
    /** SAON. */
    addressLine2: text('address_line2'),
    streetName: text('street_name'),
    locality: text('locality'),
    city: text('city'),
    district: text('district'),
    county: text('county'),
    /** A standard price-paid sale, B additional (repossession, buy-to-let, company). */
    category: char('category', { length: 1 }).notNull().default('A'),
    propertyTypeFormatted: varchar('property_type_formatted', { length: 20 }).notNull(),
    newBuild: boolean('new_build').notNull(),
    tenure: varchar('tenure', { length: 20 }).notNull(),
    fullAddress: text('full_address').notNull(),
    /** Normalised SAON + PAON + street, the key a property's sale history is matched on. */
    addressKey: text('address_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Pattern operators so `postcode LIKE 'SW19 1%'` (sector and district searches) uses the index
    // under any collation; equality on postcode uses it too. The columns after the date are every
    // column a search filters, orders or pages on, so searches are index-only scans: on a table
    // larger than memory, fetching each match's heap row was nearly all of a radius search's time.
    index('sold_properties_postcode_date_idx').on(
      t.postcode.op('varchar_pattern_ops'),
      t.saleDate.desc(),
      t.transactionId,
      t.price,
      t.category,
      t.propertyType,
      t.newBuild,
      t.duration,
    ),
    // Its twin by price: radius searches sorted by price, and price-filtered counts, walk each
    // postcode's sales in price order instead of reading them all (issue 12 item 6).
    index('sold_properties_postcode_price_idx').on(
      t.postcode.op('varchar_pattern_ops'),
      t.price.desc(),
      t.saleDate.desc(),
      t.transactionId,
      t.category,
      t.propertyType,
      t.newBuild,
      t.duration,
    ),
    // An estimate's comparables: the newest standard sales of one type in a postcode sector
    // (`SW19 3ES` -> `SW19 3`), read newest first and stopped at the cap. Through the postcode
    // index a dense sector's every sale of the type was fetched and sorted (10,000 and more at
    // 10,000,000 sales), most of a slow estimate's time.
    index('sold_properties_sector_type_date_idx')
      .on(sql`left(${t.postcode}, -2)`, t.propertyType, t.saleDate.desc().nullsFirst(), t.transactionId)
      .where(sql`${t.category} = 'A' AND ${t.propertyType} <> 'O'`),
    index('sold_properties_date_idx').on(t.saleDate),
    index('sold_properties_price_idx').on(t.price),
    index('sold_properties_city_idx').on(t.city),
    // No (postcode, address_key) index: a postcode holds few sales, so the postcode index finds a
    // property's history as fast, and every index slows the import of 30 million rows.
  ],
);

export type SoldPropertyRow = typeof soldProperties.$inferSelect;

/**
 * How many sales each postcode holds of each kind, kept exact by statement triggers on
 * sold_properties (migration 0008). A radius search without a date or price filter adds these up
 * for its total instead of counting every matching sale: hundreds of thousands at 5 miles.
 */
export const soldPostcodeCounts = pgTable(
  'sold_postcode_counts',
  {
    postcode: varchar('postcode', { length: 10 }).notNull(),
    category: char('category', { length: 1 }).notNull(),
    propertyType: varchar('property_type', { length: 20 }).notNull(),
    newBuild: boolean('new_build').notNull(),
    duration: char('duration', { length: 1 }).notNull(),
    sales: integer('sales').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'sold_postcode_counts_pkey',
      columns: [t.postcode, t.category, t.propertyType, t.newBuild, t.duration],
    }),
  ],
);

/**
 * Each Price Paid change file applied by the update job or `npm run data:update`: what the server
 * said the file was (so an unchanged file is never applied twice) and what it changed. Written in
 * the transaction that applies the file, so a row here means the change is in.
 */
export const soldDataUpdates = pgTable(
  'sold_data_updates',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    rowsAdded: integer('rows_added').notNull(),
    rowsChanged: integer('rows_changed').notNull(),
    rowsDeleted: integer('rows_deleted').notNull(),
    rowsUnchanged: integer('rows_unchanged').notNull(),
    rowsRejected: integer('rows_rejected').notNull(),
    durationMs: integer('duration_ms').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sold_data_updates_applied_idx').on(t.appliedAt)],
);

/**
 * The local price index (modules/estimates): one row per place and kind of home, its monthly log
 * levels as an array from `first_month` (only differences mean anything). A place is a postcode
 * district with enough sales of its own, a postcode area (`SW`), or `GB` (all loaded sales); a
 * district without a row of its own uses its area's, else GB's. Rebuilt after each import and
 * update, never on a request.
 */
export const priceIndex = pgTable(
  'price_index',
  {
    place: varchar('place', { length: 4 }).notNull(),
    /** 'flats' or 'houses'. */
    kind: varchar('kind', { length: 6 }).notNull(),
    /** 'district', 'area' or 'national'. */
    level: varchar('level', { length: 8 }).notNull(),
    firstMonth: date('first_month').notNull(),
    logLevels: doublePrecision('log_levels').array().notNull(),
    /** Sales that carried information into each month (repeat sales and shared postcode cells). */
    sales: integer('sales').array().notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'price_index_pkey', columns: [t.place, t.kind] })],
);

/** Raw bytes (PostgreSQL bytea): a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * What the price index is fitted from, kept so a rebuild never reads the sales themselves
 * (modules/estimates/price-index-inputs.ts): for each district and kind of home, every standard
 * sale packed as 16 bytes (price_index_record() in migration 0023: month, price, a hash of the
 * home, a hash of its postcode cell). Together with the changes not yet applied
 * (price_index_changes), it always holds exactly the standard sales in sold_properties.
 */
export const priceIndexInputs = pgTable(
  'price_index_inputs',
  {
    district: text('district').notNull(),
    kind: text('kind').notNull(),
    sales: bytea('sales').notNull(),
  },
  (t) => [primaryKey({ name: 'price_index_inputs_pkey', columns: [t.district, t.kind] })],
);

/**
 * Standard sales added (+1) or taken away (-1) since the inputs were last brought up to date,
 * written by statement triggers on sold_properties (migration 0023), so every writer (importer,
 * monthly update, seed, benchmarks, hand-written SQL) is followed.
 */
export const priceIndexChanges = pgTable('price_index_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  district: text('district').notNull(),
  kind: text('kind').notNull(),
  record: bytea('record').notNull(),
  delta: smallint('delta').notNull(),
});
