import { propertyFiltersSchema } from '@contracts/property';
import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import { searchWhere } from '../properties/properties.service';

/**
 * The listings a saved search stands for: what the same filters find on the search page, still
 * available, and never the searcher's own; 'Added to site' counts back from `now`. Null when the
 * stored filters no longer parse (a filter retired since), so such a search matches nothing
 * rather than everything.
 */
export async function savedSearchCondition(
  db: Db,
  filters: unknown,
  userId: string,
  now: Date,
): Promise<SQL | null> {
  const parsed = propertyFiltersSchema.safeParse(filters);
  if (!parsed.success) return null;
  const where = await searchWhere(db, { ...parsed.data, sort: 'newest', limit: 1, offset: 0 }, { now });
  return and(
    where,
    eq(properties.status, 'available'),
    or(isNull(properties.ownerId), ne(properties.ownerId, userId)),
  )!;
}
