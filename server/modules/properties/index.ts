import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquiriesRoutes } from './enquiries.routes';
import { propertiesRoutes } from './properties.routes';

/** Listings: browse, search, detail, views, search history, messages to agents. */
export const propertiesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(propertiesRoutes);
  await app.register(enquiriesRoutes);
};
