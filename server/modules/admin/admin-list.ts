import type { AdminListQuery } from '@contracts/admin';
import { type Column, ilike, or, type SQL } from 'drizzle-orm';
import { likePattern } from '../properties/property-filters';

/** Rows `q` appears in (any of the columns, ignoring case); `%`, `_` and `\` in `q` match themselves. */
export function containsText(columns: Column[], q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The admin lists' two answers (SPEC 7 wants the plain list; the panel's search and paging ask
 * for a page): every match when no page is asked for, else that page and the total.
 */
export async function listOrPage<T>(
  query: AdminListQuery,
  source: {
    all(): Promise<T[]>;
    page(window: { limit: number; offset: number }): Promise<T[]>;
    count(): Promise<number>;
  },
): Promise<T[] | Page<T>> {
  const { page, pageSize } = query;
  if (page === undefined) return source.all();
  const [items, total] = await Promise.all([
    source.page({ limit: pageSize, offset: (page - 1) * pageSize }),
    source.count(),
  ]);
  return { items, total, page, pageSize };
}
