import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigSchema } from '../../../contracts/site-config';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const siteConfigModule: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: siteConfigSchema } } }, async () => ({
    tileUrl: app.config.tileUrl,
    tileAttribution: OSM_ATTRIBUTION,
  }));
};
