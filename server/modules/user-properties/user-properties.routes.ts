import { propertyListSchema, propertySchema } from '@contracts/property';
import { userPropertyBodySchema, userPropertyIdParamSchema } from '@contracts/user-property';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/guards';
import { removeDeletedPhotos } from '../objects/upload-cleanup';
import { uploadContext } from '../objects/upload-context';
import * as service from './user-properties.service';

const tags = ['user-properties'];

/** A signed-in user's own listings (SPEC 7: user properties calls); nobody else's are ever reachable here. */
export const userPropertiesModule: FastifyPluginAsyncZod = async (app) => {
  const uploads = uploadContext(app);
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/user/properties',
    { schema: { tags, summary: 'Your listings, newest first', response: { 200: propertyListSchema } } },
    async (request) => service.listOwn(app.db, (await currentUser(request)).id),
  );

  app.post(
    '/user/properties',
    { schema: { tags, body: userPropertyBodySchema, response: { 201: propertySchema } } },
    async (request, reply) => {
      const property = await service.createOwn(app.db, await currentUser(request), request.body);
      return reply.status(201).send(property);
    },
  );

  app.put(
    '/user/properties/:id',
    {
      schema: {
        tags,
        params: userPropertyIdParamSchema,
        body: userPropertyBodySchema,
        response: { 200: propertySchema },
      },
    },
    async (request) =>
      service.updateOwn(app.db, await currentUser(request), request.params.id, request.body, app.now()),
  );

  app.delete(
    '/user/properties/:id',
    { schema: { tags, params: userPropertyIdParamSchema } },
    async (request, reply) => {
      const names = await service.deleteOwn(app.db, (await currentUser(request)).id, request.params.id);
      await removeDeletedPhotos(uploads, names, request.log);
      return reply.status(204).send();
    },
  );
};
