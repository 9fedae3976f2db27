import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { soldRoutes } from './sold.routes';

/** Real HM Land Registry sold prices: search by postcode and radius, property histories, data status. */
export const soldModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(soldRoutes);
};
