import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuerySchema,
  adminMessages,
  adminUserListSchema,
  adminUserPageSchema,
  userIdParamSchema,
} from '@contracts/admin';
import { errorResponseSchema, messageResponseSchema } from '@contracts/common';
import { currentUser } from '../auth/guards';
import { uploadContext } from '../objects/upload-context';
import { deleteUserAsAdmin, listUsers } from './admin-users.service';
import { removeDeletedPhotos } from '../objects/upload-cleanup';

const tags = ['admin'];
const error = errorResponseSchema;

/** The admin panel's Users tab (the admin guard is the parent plugin's). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = uploadContext(app);

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Every user, newest first; one page and the total when `page` is given',
        querystring: adminListQuerySchema,
        response: {
          200: z.union([adminUserListSchema, adminUserPageSchema]),
          400: error,
          401: error,
          403: error,
        },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user and everything they own (not oneself)',
        params: userIdParamSchema,
        response: { 200: messageResponseSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const photos = await deleteUserAsAdmin(app.db, await currentUser(request), request.params.id);
      await removeDeletedPhotos(uploads, photos, request.log);
      return { message: adminMessages.userDeleted };
    },
  );
};
