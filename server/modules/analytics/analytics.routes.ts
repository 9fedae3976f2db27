import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  analyticsSummarySchema,
  BEACON_PATH_MAX,
  pageViewBeaconSchema,
  recentActivityQuerySchema,
  recentActivitySchema,
} from '@contracts/analytics';
import { errorResponseSchema } from '@contracts/common';
import { z } from 'zod';
import { requireAdmin } from '../auth/guards';
import { analyticsSummary, recentActivity } from './analytics.service';
import { pageRow } from './capture';

const error = errorResponseSchema;
/** Path and referrer at their limits plus JSON punctuation; anything bigger is refused unread. */
const BEACON_BODY_LIMIT = 2 * BEACON_PATH_MAX + 512;

/** The admin panel's Analytics tab: administrators only, never cached. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        summary: 'Visits, unique visitors, top pages and sources over the last 1, 7, 30 or 90 days',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSummarySchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => analyticsSummary(app.db, app.now(), request.query.days),
  );

  app.get(
    '/admin/analytics/recent',
    {
      schema: {
        tags: ['admin'],
        summary: 'The newest API requests and page views',
        querystring: recentActivityQuerySchema,
        response: { 200: recentActivitySchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => recentActivity(app.db, request.query.limit),
  );
};

/** The web app's page-view beacon: anyone may send it, and it costs one array push. */
export const pageViewBeaconRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon sends a string body as text/plain; read it as the same JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/analytics/page-view',
    {
      config: { leavesPagesUnchanged: true },
      bodyLimit: BEACON_BODY_LIMIT,
      schema: {
        tags: ['analytics'],
        summary: 'Records a page view of the web app (its path, and the referrer on the first view)',
        body: pageViewBeaconSchema,
        response: { 204: z.null(), 400: error, 413: error },
      },
    },
    async (request, reply) => {
      app.analytics.record(pageRow(request, request.body, app.now()));
      return reply.status(204).send(null);
    },
  );
};

export const analyticsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminAnalyticsRoutes);
  await app.register(pageViewBeaconRoutes);
};
