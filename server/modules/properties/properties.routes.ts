import {
  type ListingCard,
  listingHistorySchema,
  listingPageSchema,
  propertyListQuerySchema,
  propertyIdParamSchema,
  type Property,
  propertySchema,
  propertySearchSchema,
  TOTAL_COUNT_HEADER,
} from '@contracts/property';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/guards';
import * as service from './properties.service';
import { presentedJson, presentedListSerializer } from './property-presenter';

const tags = ['properties'];

/** Browsing and searching listings (SPEC 7: properties calls, search/track). */
export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = service.createListingPages(app.db, () => app.now().getTime());

  app.get(
    '/properties',
    {
      schema: { tags, querystring: propertyListQuerySchema, response: { 200: listingPageSchema } },
      serializerCompiler: presentedListSerializer,
    },
    async (request, reply) => {
      const { listingsJson, total } = await pages.list(request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return presentedJson<Property[] | ListingCard[]>(listingsJson);
    },
  );

  app.post(
    '/properties/search',
    {
      config: { leavesPagesUnchanged: true },
      schema: { tags, body: propertySearchSchema, response: { 200: listingPageSchema } },
      serializerCompiler: presentedListSerializer,
    },
    async (request, reply) => {
      const { listingsJson, total } = await pages.search(request.body);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return presentedJson<Property[] | ListingCard[]>(listingsJson);
    },
  );

  app.get(
    '/properties/:id',
    { schema: { tags, params: propertyIdParamSchema, response: { 200: propertySchema } } },
    async (request) => service.getProperty(app.db, request.params.id),
  );

  app.get(
    '/properties/:id/history',
    {
      schema: {
        tags,
        summary: "A listing's own history: listed, every price change and status change, newest first",
        params: propertyIdParamSchema,
        response: { 200: listingHistorySchema },
      },
    },
    async (request) => service.getListingHistory(app.db, request.params.id),
  );

  app.post(
    '/search/track',
    {
      config: { leavesPagesUnchanged: true },
      schema: { tags, body: propertySearchSchema },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const user = await currentUser(request);
      await service.trackSearch(app.db, user.id, request.body);
      return reply.status(204).send();
    },
  );

  await app.register(viewRoutes);
};

/** Sent by the detail page with no body, sometimes with a JSON content type. */
const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  const recordView = service.createViewRecorder(app.db, () => app.now().getTime());
  app.post(
    '/properties/:id/view',
    { config: { leavesPagesUnchanged: true }, schema: { tags, params: propertyIdParamSchema } },
    async (request, reply) => {
      const session = await request.getSession();
      await recordView(request.params.id, { userId: session?.user.id ?? null, ip: request.ip });
      return reply.status(204).send();
    },
  );
};
