import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages, deleteAccountSchema, verifyEmailQuerySchema } from '@contracts/auth';
import { errorResponseSchema, messageResponseSchema } from '@contracts/common';
import { createRateLimiter, rateLimitHook } from '../../plugins/rate-limit';
import { addressAndUserKeys, currentUser, requireUser } from './guards';
import { clearSessionCookies } from './session.plugin';
import { deleteAccount, verifyEmail } from './auth.service';

const tags = ['auth'];
const error = errorResponseSchema;

/** E-mail verification and removing one's own account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deleteLimiter = createRateLimiter(app, 'delete-account', app.config.authRateLimit);

  app.get(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the link sent at registration',
        querystring: verifyEmailQuerySchema,
        response: { 200: messageResponseSchema, 400: error },
      },
    },
    async (request) => {
      await verifyEmail(app.db, request.query.token, app.now());
      return { message: authMessages.emailVerified };
    },
  );

  app.delete(
    '/auth/account',
    {
      preParsing: requireUser,
      // The password check must not become a way to guess the password from a stolen session.
      preHandler: rateLimitHook(deleteLimiter, addressAndUserKeys),
      schema: {
        tags,
        summary: 'Remove the signed-in account and everything it owns (password required)',
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema, 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, await currentUser(request), request.body.password);
      clearSessionCookies(request, reply);
      return { message: authMessages.accountRemoved };
    },
  );
};
