import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  changeEmailSchema,
  deleteAccountSchema,
  publicUserSchema,
  updateProfileSchema,
  verifyEmailQuerySchema,
} from '@contracts/auth';
import { errorResponseSchema, messageResponseSchema } from '@contracts/common';
import { createRateLimiter, rateLimitHook } from '../../plugins/rate-limit';
import { addressAndUserKeys, currentUser, requireUser } from './guards';
import { clearSessionCookies } from './session.plugin';
import { changeEmail, resendVerification, updateProfile } from './account.service';
import { deleteAccount, verifyEmail } from './auth.service';
import { toPublicUser } from './public-user';

const tags = ['auth'];
const error = errorResponseSchema;

/** E-mail verification, the account's names and e-mail address, and removing one's own account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deleteLimiter = createRateLimiter(app, 'delete-account', app.config.authRateLimit);
  const changeEmailLimiter = createRateLimiter(app, 'change-email', app.config.authRateLimit);
  const resendLimiter = createRateLimiter(app, 'resend-verification', app.config.authRateLimit);

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

  app.patch(
    '/auth/account',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Change the signed-in user's first and last name",
        body: updateProfileSchema,
        response: { 200: publicUserSchema, 400: error, 401: error },
      },
    },
    async (request) => toPublicUser(await updateProfile(app, await currentUser(request), request.body)),
  );

  app.post(
    '/auth/change-email',
    {
      onRequest: requireUser,
      // It checks the password: limited per address and per account like the password change.
      preHandler: rateLimitHook(changeEmailLimiter, addressAndUserKeys),
      schema: {
        tags,
        summary:
          'Change the e-mail address (password required): it must be verified again; the new address gets the link, the old one a notice',
        body: changeEmailSchema,
        response: { 200: publicUserSchema, 400: error, 401: error, 409: error, 429: error },
      },
    },
    async (request) => toPublicUser(await changeEmail(app, await currentUser(request), request.body)),
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: requireUser,
      // Every call sends an e-mail: limited so nobody floods an inbox.
      preHandler: rateLimitHook(resendLimiter, addressAndUserKeys),
      schema: {
        tags,
        summary: 'E-mail a new verification link to the address not verified yet',
        response: { 200: messageResponseSchema, 400: error, 401: error, 429: error },
      },
    },
    async (request) => {
      await resendVerification(app, await currentUser(request));
      return { message: authMessages.verificationSent };
    },
  );

  app.delete(
    '/auth/account',
    {
      onRequest: requireUser,
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
