import {
  BUILT_FORMS,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  LISTING_EVENTS,
  TENURES,
} from '@contracts/material-info';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CELL_LEVELS, cellExpression } from '../grid-cell';
import { users } from './users';

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Whole pounds. */
    price: integer('price').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** County or region (the spec keeps the field name `state`). */
    state: text('state').notNull(),
    /** Postcode (the spec keeps the field name `zipCode`). */
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    propertyType: varchar('property_type', { length: 30 }).notNull().default('House'),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: numeric('bathrooms', { precision: 2, scale: 1 }).notNull().default('1.0'),
    sqft: integer('sqft').notNull().default(0),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    status: varchar('status', { length: 20 }).notNull().default('available'),
    yearBuilt: integer('year_built'),
    lotSize: numeric('lot_size', { precision: 5, scale: 2 }),
    agentName: text('agent_name'),
    agentPhone: varchar('agent_phone', { length: 30 }),
    agentEmail: varchar('agent_email', { length: 100 }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Material information (decision 0013); every one optional, checked by the contract and here.
    tenure: varchar('tenure', { length: 20, enum: TENURES }),
    leaseYearsRemaining: integer('lease_years_remaining'),
    /** Annual ground rent and service charge, whole pounds. */
    groundRent: integer('ground_rent'),
    serviceCharge: integer('service_charge'),
    councilTaxBand: varchar('council_tax_band', { length: 1, enum: COUNCIL_TAX_BANDS }),
    epcRating: varchar('epc_rating', { length: 1, enum: EPC_RATINGS }),
    epcPotential: varchar('epc_potential', { length: 1, enum: EPC_RATINGS }),
    epcCertificateUrl: text('epc_certificate_url'),
    builtForm: varchar('built_form', { length: 30, enum: BUILT_FORMS }),
    /** An uploaded image, as `images` hold them. */
    floorPlan: text('floor_plan'),
    sharedOwnership: boolean('shared_ownership').notNull().default(false),
    retirement: boolean('retirement').notNull().default(false),
    /**
     * When the asking price last changed, if that change was a cut (null after a rise): kept by the
     * trigger properties_price_history (migration 0017) so cards and 'Reduced only' read one column.
     */
    reducedAt: timestamp('reduced_at', { withTimezone: true }),
    /**
     * HM Land Registry's price and date of the sale that ended this listing, while it is marked
     * sold (modules/sold-listings; listing_sale_matches holds the decision): null while it is for
     * sale. Searches, alerts and recommendations leave out listings where it is set.
     */
    soldPrice: integer('sold_price'),
    soldDate: date('sold_date'),
  },
  (t) => [
    /*
     * Each search walks one of these in its page's order and stops once the page is full (issue 21):
     * the filter leads, the sort follows, newest first and id break ties. NULLS FIRST is what a
     * plain ORDER BY ... DESC asks for. The position and the sold mark ride along in the
     * newest-first index, so a map area's page ids come from the index alone.
     */
    index('properties_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.latitude,
      t.longitude,
      t.soldDate,
    ),
    index('properties_price_idx').on(t.price, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('properties_price_desc_idx').on(
      t.price.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('properties_owner_idx').on(t.ownerId),
    index('properties_zip_idx').on(t.zipCode),
    // Expressions must match property-filters.ts (cityKey, stateKey, compactPostcode,
    // postcodeDistrict) byte for byte.
    index('properties_city_created_idx').on(
      sql`lower(${t.city}) collate "C"`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('properties_district_created_idx').on(
      sql`left(upper(replace(${t.zipCode}, ' ', '')), -3)`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('properties_state_city_key_idx').on(
      sql`lower(${t.state}) collate "C"`,
      sql`lower(${t.city}) collate "C"`,
    ),
    index('properties_address_trgm_idx').using('gin', sql`lower(${t.address}) gin_trgm_ops`),
    index('properties_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('properties_postcode_compact_idx').on(sql`upper(replace(${t.zipCode}, ' ', '')) text_pattern_ops`),
    index('properties_lat_lng_idx').on(t.latitude, t.longitude),
    index('properties_sqft_idx').on(t.sqft),
    // Recommendations (server/modules/recommendations): every column the 'home' rules read, so a
    // town's listings, and the newest listings, are scored by index-only scans. The town key must
    // match cityKey in property-filters.ts; the bare city column lets the planner go index-only.
    index('properties_recommend_city_idx').on(
      sql`lower(${t.city}) collate "C"`,
      t.price,
      t.bedrooms,
      t.bathrooms,
      t.propertyType,
      t.createdAt,
      t.id,
      t.city,
    ),
    index('properties_recommend_recent_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.price,
      t.bedrooms,
      t.bathrooms,
      t.propertyType,
    ),
    // Radius searches (property-filters.ts radiusCondition): the grid cells of each size a radius
    // uses, in a page's order, position and sold mark along (a village's cells are read from the
    // index alone). Their statistics (migration 0021) tell a city's circle from a village's.
    ...CELL_LEVELS.map(({ perDegree }) =>
      index(`properties_cell${perDegree}_created_idx`).on(
        cellExpression(t, perDegree),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.latitude,
        t.longitude,
        t.soldDate,
      ),
    ),
    // 'Reduced only': the reduced listings in a page's order, newest first (the sold mark rides
    // along, so the page's ids come from this index alone). They are a few percent of all, and
    // old (a cut comes weeks after listing): walking properties_created_idx for them passed most
    // of the index before a page was full.
    index('properties_reduced_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.soldDate)
      .where(sql`${t.reducedAt} is not null`),
    index('properties_built_form_idx').on(t.builtForm, t.price),
    check('properties_lease_years_check', sql`${t.leaseYearsRemaining} between 0 and 999`),
    check('properties_ground_rent_check', sql`${t.groundRent} >= 0`),
    check('properties_service_charge_check', sql`${t.serviceCharge} >= 0`),
  ],
);

/**
 * A listing's own history: when it was listed, every asking-price change and every status change,
 * written by triggers on properties (migration 0017) whoever makes the change.
 */
export const propertyHistory = pgTable(
  'property_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 20, enum: LISTING_EVENTS }).notNull(),
    /** The asking price after the event. */
    price: integer('price').notNull(),
    previousPrice: integer('previous_price'),
    status: varchar('status', { length: 20 }),
    previousStatus: varchar('previous_status', { length: 20 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_history_property_idx').on(t.propertyId, t.at.desc(), t.id.desc())],
);

export const userFavorites = pgTable(
  'user_favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The user's private note about the saved home (only they ever see it). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_favorites_user_property_idx').on(t.userId, t.propertyId),
    index('user_favorites_property_idx').on(t.propertyId),
  ],
);

export const userPropertyViews = pgTable(
  'user_property_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_property_views_user_idx').on(t.userId, t.viewedAt.desc()),
    index('user_property_views_property_idx').on(t.propertyId),
  ],
);

export const userSearchHistory = pgTable(
  'user_search_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchQuery: jsonb('search_query').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_search_history_user_idx').on(t.userId, t.searchedAt.desc())],
);

/** Enquiries and viewing requests sent to a listing's agent: kept, not only e-mailed, so none is lost. */
export const agentMessages = pgTable(
  'agent_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** 'enquiry' (Contact Agent) or 'viewing' (Schedule Viewing). */
    kind: varchar('kind', { length: 20 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull(),
    message: text('message'),
    preferredDate: date('preferred_date'),
    preferredTime: varchar('preferred_time', { length: 20 }),
    /** Where the e-mail went: the agent's address, else the owner's. */
    recipient: varchar('recipient', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_messages_property_idx').on(t.propertyId, t.createdAt.desc())],
);
