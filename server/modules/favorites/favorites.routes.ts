import {
  compareQuerySchema,
  comparisonSchema,
  favoriteNoteResponseSchema,
  favoriteNoteSchema,
  favoriteStatusSchema,
  savedPropertyListSchema,
} from '@contracts/favorite';
import { propertyIdParamSchema } from '@contracts/property';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/guards';
import * as service from './favorites.service';

const tags = ['favorites'];

/** Saved listings (SPEC 7: favourites calls); a user only ever sees and changes their own. */
export const favoritesModule: FastifyPluginAsyncZod = async (app) => {
  // The toggle is sent with no body, sometimes with a JSON content type.
  app.addHook('onRequest', requireUser);
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

  app.get(
    '/user/favorites',
    {
      schema: {
        tags,
        summary: 'Saved homes, most recently saved first',
        response: { 200: savedPropertyListSchema },
      },
    },
    async (request) => service.listFavorites(app.db, (await currentUser(request)).id),
  );

  app.put(
    '/user/favorites/:id/note',
    {
      schema: {
        tags,
        summary: 'Sets the private note on a saved home (an empty note removes it)',
        params: propertyIdParamSchema,
        body: favoriteNoteSchema,
        response: { 200: favoriteNoteResponseSchema },
      },
    },
    async (request) =>
      service.saveNote(app.db, (await currentUser(request)).id, request.params.id, request.body.note),
  );

  app.get(
    '/user/favorites/compare',
    {
      schema: {
        tags,
        summary: 'Up to 4 saved homes side by side, with the local HM Land Registry sold-price median',
        querystring: compareQuerySchema,
        response: { 200: comparisonSchema },
      },
    },
    async (request) => service.compareFavorites(app.db, (await currentUser(request)).id, request.query.ids),
  );
};
