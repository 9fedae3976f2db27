import { adminMessages, type AdminListQuery } from '@contracts/admin';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { toPublicUser } from '../auth/public-user';
import { countUsers, deleteUser, listUsersNewestFirst, type UserRow } from '../auth/users.repository';
import { listOrPage } from './admin-list';
import { uploadNamesOfUser, userSearch } from './admin-users.repository';

/** Every user (or those matching `q`), newest first, as public users only: never a hash or token. */
export function listUsers(db: Db, query: AdminListQuery) {
  const where = userSearch(query.q);
  return listOrPage(query, {
    all: async () => (await listUsersNewestFirst(db, where)).map(toPublicUser),
    page: async (window) => (await listUsersNewestFirst(db, where, window)).map(toPublicUser),
    count: () => countUsers(db, where),
  });
}

/**
 * An administrator may delete any account but their own (they would lock themselves out mid-click).
 * One transaction removes the user with everything that refers to them (sessions, tokens,
 * favourites, views, searches, saved searches with their notices, queued e-mails, their listings
 * and everything that refers to those: all ON DELETE CASCADE). Returns the names of their photos,
 * whose files and rows the caller removes once this is committed.
 */
export async function deleteUserAsAdmin(db: Db, admin: UserRow, userId: string): Promise<string[]> {
  if (userId === admin.id) throw forbidden(adminMessages.cannotDeleteSelf);
  return db.transaction(async (tx) => {
    const photos = await uploadNamesOfUser(tx, userId);
    if (!(await deleteUser(tx, userId))) throw notFound(adminMessages.userNotFound);
    return photos;
  });
}
