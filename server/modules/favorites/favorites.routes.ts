import { favoriteStatusSchema } from '@contracts/favorite';
import { propertyIdParamSchema, propertyListSchema } from '@contracts/property';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/session';
import * as service from './favorites.service';

const tags = ['favorites'];

/** Saved listings (SPEC 7: favourites calls); a user only ever sees and changes their own. */
export const favoritesModule: FastifyPluginAsyncZod = async (app) => {
  // The toggle is sent with no body, sometimes with a JSON content type.
  app.addHook('preValidation', requireUser);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/properties/:id/favorite',
    { schema: { tags, params: propertyIdParamSchema, response: { 200: favoriteStatusSchema } } },
    async (request) => service.favoriteStatus(app.db, (await currentUser(request)).id, request.params.id),
  );

  app.post(
    '/properties/:id/favorite',
    { schema: { tags, params: propertyIdParamSchema, response: { 200: favoriteStatusSchema } } },
    async (request) => service.toggleFavorite(app.db, (await currentUser(request)).id, request.params.id),
  );

  app.get('/user/favorites', { schema: { tags, response: { 200: propertyListSchema } } }, async (request) =>
    service.listFavorites(app.db, (await currentUser(request)).id),
  );
};
