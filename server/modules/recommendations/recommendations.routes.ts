import { insightsSchema, recommendationListSchema } from '@contracts/recommendations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/guards';
import * as service from './recommendations.service';

const tags = ['recommendations'];

/** SPEC 7: recommendations and the activity counters beside them; signed-in users only. */
export const recommendationsModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/recommendations',
    {
      schema: {
        tags,
        summary: 'Listings picked for the signed-in user, each with up to 3 reasons',
        response: { 200: recommendationListSchema },
      },
    },
    async (request) => service.recommend(app.db, await currentUser(request)),
  );

  app.get(
    '/recommendations/insights',
    {
      schema: {
        tags,
        summary: "The user's views, favourites and searches, and the site's total views and favourites",
        response: { 200: insightsSchema },
      },
    },
    async (request) => service.insights(app.db, (await currentUser(request)).id),
  );
};
