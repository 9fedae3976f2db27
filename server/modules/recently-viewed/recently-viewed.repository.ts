import { desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, userPropertyViews } from '../../db/schema/index';
import { toPropertyJson } from '../properties/property-presenter';

/** Each viewed listing once, by its latest view, newest first (the views index is per user and time). */
export async function recentlyViewed(db: Db, userId: string, limit: number) {
  const latest = db
    .select({
      propertyId: userPropertyViews.propertyId,
      viewedAt: max(userPropertyViews.viewedAt).as('viewed_at'),
    })
    .from(userPropertyViews)
    .where(eq(userPropertyViews.userId, userId))
    .groupBy(userPropertyViews.propertyId)
    .as('latest');
  const rows = await db
    .select({ property: properties })
    .from(latest)
    .innerJoin(properties, eq(properties.id, latest.propertyId))
    .orderBy(desc(latest.viewedAt), desc(properties.id))
    .limit(limit);
  return rows.map((row) => toPropertyJson(row.property));
}
