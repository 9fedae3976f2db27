import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { soldRoutes } from './sold.routes';
import { finishInterruptedFirstLoadOnStart } from './import/finish-on-start';
import { startSoldUpdateJob } from './updates/update-job';

/** Real HM Land Registry sold prices: search by postcode and radius, property histories, data status, and the monthly update that keeps them current. */
export const soldModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(soldRoutes);
  finishInterruptedFirstLoadOnStart(app);
  startSoldUpdateJob(app);
};
