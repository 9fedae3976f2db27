import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { adminModule } from './modules/admin/index';
import { analyticsCapturePlugin, analyticsModule } from './modules/analytics/index';
import { authModule } from './modules/auth/index';
import { favoritesModule } from './modules/favorites/favorites.routes';
import { geocodeModule } from './modules/geocode/geocode.routes';
import { healthModule } from './modules/health/health.routes';
import { objectsModule } from './modules/objects/objects.routes';
import { uploadsModule } from './modules/objects/uploads.routes';
import { preferencesModule } from './modules/preferences/preferences.routes';
import { propertiesModule } from './modules/properties/index';
import { recommendationsModule } from './modules/recommendations/recommendations.routes';
import { siteConfigModule } from './modules/site-config/site-config.routes';
import { seoModule } from './modules/seo/seo.routes';
import { soldModule } from './modules/sold/index';
import { soldListingsModule } from './modules/sold-listings/index';
import { estimatesModule } from './modules/estimates/estimates.routes';
import { recentlyViewedModule } from './modules/recently-viewed/recently-viewed.routes';
import { savedSearchesModule } from './modules/saved-searches/saved-searches.routes';
import { userPropertiesModule } from './modules/user-properties/user-properties.routes';
import { crossSitePlugin } from './plugins/cross-site';
import { allowEmptyJsonBody } from './plugins/empty-json-body';
import { clientErrorReply, registerErrorHandler, routerErrorReply } from './plugins/error-handler';
import { serverTimeouts } from './plugins/server-timeouts';
import { createPageCache } from './plugins/page-cache';
import { registerWebApp } from './plugins/web-app';
import { registerSecurity } from './plugins/security';
import { sessionPlugin } from './modules/auth/session.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Database['db'];
    /** Sold-price reads: the read replica when DATABASE_READ_URL is set, else `db`. */
    readDb: Database['db'];
    mailer: Mailer;
    /** The time session expiry is judged by; tests pass a clock they move instead of waiting. */
    now(): Date;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Folder of the built web app; served with a single-page fallback when it exists. */
  webRoot?: string;
  logger?: boolean | object;
  /** Defaults to the system clock. */
  now?: () => Date;
}

export const BODY_LIMIT_BYTES = 1_048_576;

/** Builds the whole server without listening, so tests can `inject` requests into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors: routerErrorReply,
    clientErrorHandler: clientErrorReply,
    ...serverTimeouts(config.http),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate<Database>('database', database);
  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  app.decorate('mailer', createMailer(config, app.log));
  app.decorate('now', options.now ?? (() => new Date()));
  registerErrorHandler(app);
  allowEmptyJsonBody(app);

  await registerSecurity(app, { tileUrl: config.tileUrl, https: config.publicUrl.startsWith('https:') });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(crossSitePlugin);
  await app.register(swagger, {
    openapi: { info: { title: 'Home Hunter API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(sessionPlugin);
  await app.register(analyticsCapturePlugin);
  // Before the API's routes, so its hook sees every write they answer.
  const pageCache = createPageCache(app);

  await app.register(
    async (api) => {
      await api.register(healthModule);
      await api.register(siteConfigModule);
      await api.register(authModule);
      await api.register(adminModule);
      await api.register(analyticsModule);
      await api.register(soldModule);
      await api.register(estimatesModule);
      await api.register(propertiesModule);
      await api.register(soldListingsModule);
      await api.register(favoritesModule);
      await api.register(preferencesModule);
      await api.register(recommendationsModule);
      await api.register(savedSearchesModule);
      await api.register(recentlyViewedModule);
      await api.register(userPropertiesModule);
      await api.register(uploadsModule);
      await api.register(geocodeModule);
      api.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await app.register(objectsModule);
  await app.register(seoModule);
  await registerWebApp(app, options.webRoot, pageCache);
  return app;
}
