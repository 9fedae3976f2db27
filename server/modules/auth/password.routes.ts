import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@contracts/auth';
import { errorResponseSchema, messageResponseSchema } from '@contracts/common';
import { accountKey, createRateLimiter, ipKey, rateLimitHook } from '../../plugins/rate-limit';
import { addressAndUserKeys, requireUser } from './guards';
import { changePassword, requestPasswordReset, resetPassword } from './password.service';

const tags = ['auth'];
const error = errorResponseSchema;

/** Forgotten, reset and changed passwords. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const forgotLimiter = createRateLimiter(app, 'forgot-password', app.config.authRateLimit);
  const resetLimiter = createRateLimiter(app, 'reset-password', app.config.authRateLimit);
  const changeLimiter = createRateLimiter(app, 'change-password', app.config.authRateLimit);

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a reset link; answers the same for unknown addresses',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, 400: error, 429: error },
      },
    },
    async (request) => {
      await forgotLimiter.consume([ipKey(request), accountKey(request.body.email)]);
      requestPasswordReset(app, request.body.email);
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with an e-mailed token; signs the account out everywhere',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, 400: error, 429: error },
      },
    },
    async (request) => {
      await resetLimiter.consume([ipKey(request)]);
      await resetPassword(app.db, request.body, app.now());
      return { message: authMessages.passwordReset };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: requireUser,
      // Guessing the current password from a stolen session is limited per address and per account.
      preHandler: rateLimitHook(changeLimiter, addressAndUserKeys),
      schema: {
        tags,
        summary: 'Change the password; other sessions are signed out, this one stays',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, 400: error, 401: error, 429: error },
      },
    },
    async (request) => {
      const session = (await request.getSession())!;
      await changePassword(app.db, session.user, session.tokenHash, request.body, app.now());
      return { message: authMessages.passwordChanged };
    },
  );
};
