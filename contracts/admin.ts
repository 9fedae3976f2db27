import { z } from 'zod';
import { publicUserSchema } from './auth';
import { idParamSchema } from './common';

export const adminUserListSchema = z.array(publicUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminMessages = {
  userDeleted: 'User deleted successfully.',
  cannotDeleteSelf: 'You cannot delete your own account from the admin panel.',
  userNotFound: 'User not found',
} as const;

export const userIdParamSchema = idParamSchema(adminMessages.userNotFound);
