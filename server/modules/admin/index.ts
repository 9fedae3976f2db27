import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards';
import { adminPropertiesRoutes } from './admin-properties.routes';
import { backupRoutes } from './backup.routes';
import { adminUsersRoutes } from './admin-users.routes';

/** The admin panel's users and listings, and the embedded database's backup: every route needs an administrator and is never cached. */
export const adminModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(adminUsersRoutes);
  await app.register(adminPropertiesRoutes);
  await app.register(backupRoutes);
};
