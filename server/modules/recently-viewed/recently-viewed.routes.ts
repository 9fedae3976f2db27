import { errorResponseSchema } from '@contracts/common';
import { propertyListSchema } from '@contracts/property';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { recentlyViewed } from './recently-viewed.repository';

export const RECENTLY_VIEWED_MAX = 24;
const limitMessage = `limit must be a whole number from 1 to ${RECENTLY_VIEWED_MAX}`;
const querySchema = z.object({
  limit: z.coerce
    .number({ message: limitMessage })
    .int({ message: limitMessage })
    .min(1, { message: limitMessage })
    .max(RECENTLY_VIEWED_MAX, { message: limitMessage })
    .default(8),
});

/** The homes a signed-in user looked at last (the dashboard's 'Recently viewed'). */
export const recentlyViewedModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/recently-viewed',
    {
      onRequest: requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Listings the signed-in user viewed, most recent first, each once',
        querystring: querySchema,
        response: { 200: propertyListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return recentlyViewed(app.db, (await currentUser(request)).id, request.query.limit);
    },
  );
};
