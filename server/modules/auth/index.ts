import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account.routes';
import { passwordRoutes } from './password.routes';
import { sessionRoutes } from './session.routes';

/** Accounts and sessions (SPEC sections 4 to 7). */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  // Answers about who is signed in must never come from a cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // E-mails still being composed or sent are finished before the database closes.
  app.addHook('onClose', async () => app.mailer.flush());

  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(accountRoutes);
};
