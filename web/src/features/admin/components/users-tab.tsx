import { Users } from 'lucide-react';
import { useAdminUsers } from '../api/get-admin-users';
import type { ListState } from '../lib/list-state';
import { ADMIN_CARDS_PER_PAGE } from '../lib/paging';
import { AdminListSection } from './admin-list-section';
import { AdminUserCard } from './admin-user-card';

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
  return (
    <AdminListSection
      title="Users"
      noun={noun}
      search={{ label: 'Search users', placeholder: 'Search name, username or e-mail' }}
      empty={{
        icon: <Users />,
        title: 'No users found',
        description: list.q ? `Nobody matches “${list.q}”. Try another search.` : undefined,
      }}
      list={list}
      onList={onList}
      query={query}
      itemKey={(user) => user.id}
      renderItem={(user) => <AdminUserCard user={user} isSelf={user.id === currentUserId} />}
    />
  );
}
