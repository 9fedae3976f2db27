import { preferencesResponseSchema, preferencesSchema } from '@contracts/preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-error';
import { currentUser, requireUser } from '../auth/guards';
import { savePreferences } from './preferences.repository';

/** SPEC 7: POST /api/user/preferences. The saved values come back in GET /api/auth/me. */
export const preferencesModule: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: "Replaces the signed-in user's home-search preferences",
        body: preferencesSchema,
        response: { 200: preferencesResponseSchema },
      },
      // Signed out is 401 before the body is looked at.
      onRequest: requireUser,
    },
    async (request) => {
      const saved = await savePreferences(app.db, (await currentUser(request)).id, request.body, app.now());
      // The account went away between the session check and the update.
      if (!saved) throw unauthorized();
      return saved;
    },
  );
};
