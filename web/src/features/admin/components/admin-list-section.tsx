import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListState } from '../lib/list-state';
import { ADMIN_CARDS_PER_PAGE, type Noun, type Page, pageCount, rangeLabel } from '../lib/paging';
import { CardGridSkeleton } from './card-grid-skeleton';
import { ListToolbar } from './list-toolbar';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';

interface AdminListSectionProps<T> {
  /** 'Properties': the hidden heading, and the name of the list, its pager and its load error. */
  title: string;
  /** 'property' / 'properties': the range shown, the loading label and the heading's id. */
  noun: Noun;
  search: { label: string; placeholder: string };
  empty: { icon: ReactNode; title: string; description?: string };
  list: ListState;
  onList: (list: ListState) => void;
  /** One page of the list, asked for with `list`'s page and search. */
  query: UseQueryResult<Page<T>>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Anything the tab adds inside the section, after the pager (the Properties tab's edit dialog). */
  children?: ReactNode;
}

/**
 * The Properties and Users tabs' shared body (SPEC 2): search, range, card grid with its loading,
 * error and empty states, and pager. The tabs differ only in their texts and cards.
 */
export function AdminListSection<T>({
  title,
  noun,
  search,
  empty,
  list,
  onList,
  query,
  itemKey,
  renderItem,
  children,
}: AdminListSectionProps<T>) {
  const data = query.data;
  const headingId = `admin-${noun.many}-title`;

  // Deleting the last card of the last page leaves it empty: step back to the page that still exists.
  useEffect(() => {
    if (!data || query.isPlaceholderData || data.items.length > 0 || list.page <= 1) return;
    onList({ ...list, page: Math.min(list.page - 1, pageCount(data.total, ADMIN_CARDS_PER_PAGE)) });
  }, [data, query.isPlaceholderData, list, onList]);

  let body: ReactNode;
  if (query.isPending) body = <CardGridSkeleton label={`Loading ${noun.many}`} />;
  else if (query.isError && !data)
    body = <LoadError what={title} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!data || data.items.length === 0)
    body = (
      <EmptyState {...empty} className="rounded-xl border border-dashed border-slate-300 bg-white py-12" />
    );
  else
    body = (
      <ul
        aria-label={title}
        aria-busy={query.isPlaceholderData || undefined}
        className={`grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {data.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      <ListToolbar
        search={
          <SearchBox
            label={search.label}
            placeholder={search.placeholder}
            value={list.q}
            // A new search starts again from page 1; the same search again changes nothing.
            onSearch={(q) => q !== list.q && onList({ page: 1, q })}
          />
        }
        summary={data ? rangeLabel(data.page, data.pageSize, data.total, noun) : ''}
      />
      {body}
      {data && (
        <Pagination
          label={`${title} pages`}
          page={list.page}
          pageSize={ADMIN_CARDS_PER_PAGE}
          total={data.total}
          onPage={(page) => onList({ ...list, page })}
        />
      )}
      {children}
    </section>
  );
}
