import { Users } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminUsers } from '../api/get-admin-users';
import type { ListState } from '../lib/list-state';
import { ADMIN_CARDS_PER_PAGE, pageCount, rangeLabel } from '../lib/paging';
import { AdminUserCard } from './admin-user-card';
import { CardGridSkeleton } from './card-grid-skeleton';
import { ListToolbar } from './list-toolbar';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';

interface UsersTabProps {
  list: ListState;
  onList: (list: ListState) => void;
  /** The signed-in admin's id: their own card has no Delete. */
  currentUserId: string;
}

const noun = { one: 'user', many: 'users' };

/** SPEC 2, Users: every account as a card, searchable and paged. */
export function UsersTab({ list, onList, currentUserId }: UsersTabProps) {
  const query = useAdminUsers({ page: list.page, pageSize: ADMIN_CARDS_PER_PAGE, q: list.q });
  const data = query.data;

  useEffect(() => {
    if (!data || query.isPlaceholderData || data.items.length > 0 || list.page <= 1) return;
    onList({ ...list, page: Math.min(list.page - 1, pageCount(data.total, ADMIN_CARDS_PER_PAGE)) });
  }, [data, query.isPlaceholderData, list, onList]);

  let body: ReactNode;
  if (query.isPending) body = <CardGridSkeleton label="Loading users" />;
  else if (query.isError && !data)
    body = <LoadError what="Users" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!data || data.items.length === 0)
    body = (
      <EmptyState
        icon={<Users />}
        title="No users found"
        description={list.q ? `Nobody matches “${list.q}”. Try another search.` : undefined}
        className="rounded-xl border border-dashed border-slate-300 bg-white py-12"
      />
    );
  else
    body = (
      <ul
        aria-label="Users"
        aria-busy={query.isPlaceholderData || undefined}
        className={`grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {data.items.map((user) => (
          <li key={user.id}>
            <AdminUserCard user={user} isSelf={user.id === currentUserId} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="admin-users-title" className="space-y-4">
      <h2 id="admin-users-title" className="sr-only">
        Users
      </h2>
      <ListToolbar
        search={
          <SearchBox
            label="Search users"
            placeholder="Search name, username or e-mail"
            value={list.q}
            onSearch={(q) => q !== list.q && onList({ page: 1, q })}
          />
        }
        summary={data ? rangeLabel(data.page, data.pageSize, data.total, noun) : ''}
      />
      {body}
      {data && (
        <Pagination
          label="Users pages"
          page={list.page}
          pageSize={ADMIN_CARDS_PER_PAGE}
          total={data.total}
          onPage={(page) => onList({ ...list, page })}
        />
      )}
    </section>
  );
}
