import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages, adminUserListSchema, userIdParamSchema } from '@contracts/admin';
import { errorResponseSchema, messageResponseSchema } from '@contracts/common';
import { currentUser, requireAdmin } from '../../plugins/session';
import { toPublicUser } from '../auth/public-user';
import { deleteUserAsAdmin, listUsers } from './admin-users.service';

const tags = ['admin'];
const error = errorResponseSchema;

/** The admin panel's Users tab: every route needs an administrator. */
export const adminUsersModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAdmin);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Every user, newest first',
        response: { 200: adminUserListSchema, 401: error, 403: error },
      },
    },
    async () => (await listUsers(app.db)).map(toPublicUser),
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
      await deleteUserAsAdmin(app.db, await currentUser(request), request.params.id);
      return { message: adminMessages.userDeleted };
    },
  );
};
