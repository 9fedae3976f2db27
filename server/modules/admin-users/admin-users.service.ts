import { adminMessages } from '@contracts/admin';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../plugins/error-handler';
import { deleteUser, listUsersNewestFirst, type UserRow } from '../auth/users.repository';

export function listUsers(db: Db) {
  return listUsersNewestFirst(db);
}

/** An administrator may delete any account but their own (they would lock themselves out mid-click). */
export async function deleteUserAsAdmin(db: Db, admin: UserRow, userId: string) {
  if (userId === admin.id) throw badRequest(adminMessages.cannotDeleteSelf);
  if (!(await deleteUser(db, userId))) throw notFound(adminMessages.userNotFound);
}
