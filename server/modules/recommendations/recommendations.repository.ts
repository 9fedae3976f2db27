import { RECOMMENDATION_LIMIT } from '@contracts/recommendations';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  properties,
  propertyStats,
  userFavorites,
  userPropertyViews,
  userSearchHistory,
} from '../../db/schema/index';
import { notMarkedSold } from '../properties/sold-mark';
import type { ActivityHome, TrackedSearchRow } from './profile';
import { homeScore, inTowns, isPlace, maskExpression, type Rule, scoreFromMask, townScore } from './rules';

/** Listings on the market; other statuses (sold, withdrawn...) are never recommended. */
export const FOR_SALE_STATUSES = ['available', 'new', 'reduced'];
/** Recent activity is what the profile reads; older habits fade out. */
export const RECENT_HOMES = 30;
export const RECENT_SEARCHES = 20;
/** Listings taken from the towns the rules name, the best by their points. */
export const TOWN_POOL = 120;
/** Listings taken from each other place the rules name, the best by the 'home' rules. */
export const PLACE_POOL = 40;
/** The newest listings, wherever they are, searched for homes that meet the 'home' rules. */
export const RECENT_POOL = 2000;
/** Most popular and newest listings: what a user with no signals at all is shown. */
export const FALLBACK_POOL = 30;

const p = properties;

/** The user's recently saved and viewed homes (town, type, price) and tracked searches, newest first. */
export async function recentActivity(db: Db, userId: string) {
  const home = { city: p.city, propertyType: p.propertyType, price: p.price };
  const [saved, viewed, searches] = await Promise.all([
    db
      .select(home)
      .from(userFavorites)
      .innerJoin(p, eq(p.id, userFavorites.propertyId))
      .where(eq(userFavorites.userId, userId))
      .orderBy(desc(userFavorites.createdAt))
      .limit(RECENT_HOMES),
    db
      .select(home)
      .from(userPropertyViews)
      .innerJoin(p, eq(p.id, userPropertyViews.propertyId))
      .where(eq(userPropertyViews.userId, userId))
      .orderBy(desc(userPropertyViews.viewedAt))
      .limit(RECENT_HOMES),
    db
      .select({ query: userSearchHistory.searchQuery })
      .from(userSearchHistory)
      .where(eq(userSearchHistory.userId, userId))
      .orderBy(desc(userSearchHistory.searchedAt))
      .limit(RECENT_SEARCHES),
  ]);
  const homes: ActivityHome[] = [
    ...saved.map((row) => ({ ...row, source: 'saved' as const })),
    ...viewed.map((row) => ({ ...row, source: 'viewed' as const })),
  ];
  const searched = searches
    .map((row) => row.query)
    .filter((query): query is TrackedSearchRow => typeof query === 'object' && query !== null);
  return { homes, searches: searched };
}

/**
 * The ids of the listings worth scoring, each source a bounded walk of one index: the TOWN_POOL best
 * listings in the towns the rules name, by the points their town and the 'home' rules give (an
 * index-only scan of properties_recommend_city_idx); the PLACE_POOL best by the 'home' rules in each
 * other place (county, address word, postcode) and among the RECENT_POOL newest listings (an
 * index-only scan of properties_recommend_recent_idx); and the most popular and the newest listings,
 * so there is always something to show.
 */
function candidateIds(rules: Rule[]): SQL {
  const home = homeScore(rules);
  const byHome = home ? sql`${home} desc, ` : sql``;
  const best = (where: SQL) =>
    sql`(select ${p.id} as id from ${p} where ${where} order by ${byHome}${p.createdAt} desc limit ${PLACE_POOL})`;
  const places = rules.filter(isPlace);
  const towns = [...new Set(places.flatMap((rule) => rule.towns))];
  const sources: SQL[] = [];
  if (towns.length > 0) {
    const score = sql.join(
      [townScore(rules), home].filter((part) => part !== undefined),
      sql` + `,
    );
    sources.push(sql`(select ${p.id} as id from ${p} where ${inTowns(towns)}
      order by ${score} desc, ${p.createdAt} desc limit ${TOWN_POOL})`);
  }
  sources.push(...places.flatMap((rule) => rule.pools).map(best));
  if (home) {
    // The newest listings under the table's own name, so the rules' column references apply to them.
    sources.push(sql`(select ${p.id} as id
      from (
        select ${p.id}, ${p.createdAt}, ${p.price}, ${p.bedrooms}, ${p.bathrooms}, ${p.propertyType}
        from ${p} order by ${p.createdAt} desc, ${p.id} desc limit ${RECENT_POOL}
      ) ${p}
      order by ${home} desc, ${p.createdAt} desc limit ${PLACE_POOL})`);
  }
  sources.push(
    sql`(select ${propertyStats.propertyId} as id from ${propertyStats} order by ${propertyStats.popularity} desc nulls last limit ${FALLBACK_POOL})`,
    sql`(select ${p.id} as id from ${p} order by ${p.createdAt} desc, ${p.id} desc limit ${FALLBACK_POOL})`,
  );
  return sql.join(sources, sql` union `);
}

export interface ScoredListing {
  id: string;
  mask: number;
  popularity: number;
}

/**
 * The best-scoring listings for a user, best first: on the market, not the user's own, not already
 * saved. Ties go to the more popular, then the newer listing, then the id, so the order is stable.
 * Unexecuted, so the benchmark can EXPLAIN it.
 */
export function bestListingsQuery(userId: string, rules: Rule[]): SQL {
  // Materialised steps: otherwise the planner may fold the candidates into a scan of every listing.
  return sql`with candidate as materialized (${candidateIds(rules)}),
      scored as materialized (
        select ${p.id} as id, ${p.createdAt} as created_at, ${maskExpression(rules)} as mask,
          coalesce((select ${propertyStats.popularity} from ${propertyStats} where ${propertyStats.propertyId} = ${p.id}), 0)
            as popularity
        from candidate
        join ${p} on ${p.id} = candidate.id
        where ${inArray(p.status, FOR_SALE_STATUSES)} and ${notMarkedSold}
          and ${p.ownerId} is distinct from ${userId}
          and not exists (
            select 1 from ${userFavorites}
            where ${userFavorites.userId} = ${userId} and ${userFavorites.propertyId} = ${p.id}
          )
      )
      select id, mask, popularity
      from scored
      order by ${scoreFromMask(rules, sql`mask`)} desc, popularity desc, created_at desc, id desc
      limit ${RECOMMENDATION_LIMIT}`;
}

export const bestListings = (db: Db, userId: string, rules: Rule[]) =>
  queryRows<ScoredListing>(db, bestListingsQuery(userId, rules));

export async function listingsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(p).where(inArray(p.id, ids));
}

/** The user's own activity counts, then the whole site's (SPEC 7, insights). */
export async function insights(db: Db, userId: string) {
  const count = (table: SQL, userColumn: SQL) =>
    sql`(select count(*)::int from ${table} where ${userColumn} = ${userId})`;
  const [row] = await queryRows<{
    userViews: number;
    userFavorites: number;
    userSearches: number;
    totalPropertyViews: number;
    totalPropertyFavorites: number;
  }>(
    db,
    sql`select
      ${count(sql`${userPropertyViews}`, sql`${userPropertyViews.userId}`)} as "userViews",
      ${count(sql`${userFavorites}`, sql`${userFavorites.userId}`)} as "userFavorites",
      ${count(sql`${userSearchHistory}`, sql`${userSearchHistory.userId}`)} as "userSearches",
      totals.views as "totalPropertyViews", totals.favorites as "totalPropertyFavorites"
    from (
      select coalesce(sum(${propertyStats.views}), 0)::int as views,
        coalesce(sum(${propertyStats.favorites}), 0)::int as favorites
      from ${propertyStats}
    ) totals`,
  );
  return row!;
}
