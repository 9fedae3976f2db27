import { countLabel, formatNumber } from '@/lib/format';

/** Cards per page of the Properties and Users tabs (1, 2 or 3 columns: always full rows of 3). */
export const ADMIN_CARDS_PER_PAGE = 12;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page from the API's answer: the paged shape, or the spec's plain list (an older server
 * ignores ?page=), which is cut into the page asked for.
 */
export function toPage<T>(body: unknown, page: number, pageSize: number): Page<T> {
  if (Array.isArray(body)) {
    const items = body as T[];
    return {
      items: items.slice((page - 1) * pageSize, page * pageSize),
      total: items.length,
      page,
      pageSize,
    };
  }
  const paged = body as Partial<Page<T>> | null;
  const items = Array.isArray(paged?.items) ? paged.items : [];
  return {
    items,
    total: typeof paged?.total === 'number' ? paged.total : items.length,
    page: typeof paged?.page === 'number' ? paged.page : page,
    pageSize: typeof paged?.pageSize === 'number' ? paged.pageSize : pageSize,
  };
}

/** How many pages `total` items fill (at least 1, so 'Page 1 of 1' reads right when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export interface Noun {
  one: string;
  many: string;
}

/** 'Showing 13–24 of 300 properties'; '' when there are none (the empty state says so). */
export function rangeLabel(page: number, pageSize: number, total: number, noun: Noun): string {
  if (total <= 0) return '';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const all = countLabel(total, noun.one, noun.many);
  if (first > total) return all;
  if (first === 1 && last === total) return total === 1 ? `Showing ${all}` : `Showing all ${all}`;
  return `Showing ${formatNumber(first)}–${formatNumber(last)} of ${all}`;
}

/** Tab label with its count: 'Users (1,204)', or just 'Users' until the count is known. */
export function tabLabel(name: string, count: number | undefined): string {
  return count === undefined ? name : `${name} (${formatNumber(count)})`;
}

/** What a paged admin list asks for. */
export interface ListParams {
  page: number;
  pageSize: number;
  /** Trimmed search text; '' for none. */
  q: string;
}

/** '?page=2&pageSize=12&q=smith' (q left out when empty). */
export function listSearch({ page, pageSize, q }: ListParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  return `?${params.toString()}`;
}
