import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * Views and favourites per listing, kept exact by statement triggers on user_property_views and
 * user_favorites (migration 0010), so "popular listings" and the site-wide totals are an index walk
 * and a small sum instead of counting millions of activity rows on every request.
 */
export const propertyStats = pgTable(
  'property_stats',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    /** A save says far more than a look, so it weighs five views. */
    popularity: integer('popularity')
      .notNull()
      .generatedAlwaysAs(sql`"favorites" * 5 + "views"`),
  },
  (t) => [index('property_stats_popularity_idx').on(t.popularity.desc(), t.propertyId)],
);
