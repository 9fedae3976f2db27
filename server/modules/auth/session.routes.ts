import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages, loginRequestSchema, publicUserSchema, registerSchema } from '@contracts/auth';
import { errorResponseSchema, messageResponseSchema } from '@contracts/common';
import { HttpError, unauthorized } from '../../lib/http-error';
import { accountKey, createRateLimiter, ipKey, rateLimitHook, userKey } from '../../plugins/rate-limit';
import { clearSessionCookies, presentedBrowserId, presentedTokenHash, startSession } from './session.plugin';
import { checkPassword, findLoginAccount, registerUser } from './auth.service';
import { createLoginLimits } from './login-limits';
import { toPublicUser } from './public-user';
import { deleteBrowserSessions, deleteSession } from './sessions.repository';

const tags = ['auth'];
const error = errorResponseSchema;

/** Sign-up, sign-in, the current user, and ending sessions. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const registerLimiter = createRateLimiter(app, 'register', app.config.authRateLimit);
  const loginLimits = createLoginLimits(app);

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in; e-mails a verification link',
        body: registerSchema,
        response: { 201: publicUserSchema, 400: error, 409: error, 429: error },
      },
      // Every attempt counts against the address before its body is judged, refused ones too: each
      // 'An account with this email already exists' answer tells a prober something (decision 0016).
      onRequest: rateLimitHook(registerLimiter, (request) => [ipKey(request)]),
    },
    async (request, reply) => {
      const { username, email } = request.body;
      await registerLimiter.consume([accountKey(username), accountKey(email)]);
      const user = await registerUser(app, request.body);
      await startSession(request, reply, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with username or e-mail; the session token is set as an HttpOnly cookie',
        body: loginRequestSchema,
        response: { 200: publicUserSchema, 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      const found = await findLoginAccount(app.db, request.body);
      // An existing account has one bucket however it is named (username, e-mail, any case).
      const account = found
        ? userKey(found.id)
        : accountKey(request.body.email ?? request.body.username ?? '');
      const attempt = await loginLimits.admit(request, account);
      const user = await checkPassword(found, request.body.password).catch(async (err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 401) await attempt.failed();
        throw err;
      });
      await attempt.succeeded();
      await startSession(request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in user', response: { 200: publicUserSchema, 401: error } } },
    async (request) => {
      const session = await request.getSession();
      if (!session) throw unauthorized(authMessages.notAuthenticated);
      return toPublicUser(session.user);
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'End this session (also when not signed in)',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const tokenHash = presentedTokenHash(request);
      if (tokenHash) await deleteSession(app.db, tokenHash);
      clearSessionCookies(request, reply);
      return { message: authMessages.signedOut };
    },
  );

  app.post(
    '/auth/clear-sessions',
    {
      schema: {
        tags,
        summary: 'End every session of this browser and forget the browser id',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const browserId = presentedBrowserId(request);
      const tokenHash = presentedTokenHash(request);
      if (browserId) await deleteBrowserSessions(app.db, browserId);
      if (tokenHash) await deleteSession(app.db, tokenHash);
      clearSessionCookies(request, reply, { browser: true });
      return { message: authMessages.sessionsCleared };
    },
  );
};
