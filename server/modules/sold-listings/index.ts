import { errorResponseSchema } from '@contracts/common';
import { propertyIdParamSchema, propertySchema } from '@contracts/property';
import { soldListingPageSchema, soldListingsQuerySchema } from '@contracts/sold-listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverQueuedEmails } from '../../lib/email-queue';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { currentUser, requireAdmin, requireUser } from '../auth/guards';
import { markSoldListings } from './mark-sold';
import * as service from './sold-listings.service';

/** How often the listings are checked against the sold data's version (two tiny queries; the work only when it changed). */
export const SOLD_LISTINGS_CHECK_INTERVAL_MS = 15_000;
/** Any fixed number not taken by another lock (727_001 to 727_005: migrations, alerts, sold update, session purge, price index). */
const SOLD_LISTINGS_LOCK_ID = 727_006;

const error = errorResponseSchema;

/**
 * Listings that have sold (issue 21): after each Price Paid import and monthly update, listings
 * whose address has a sale registered after they were listed are marked sold (mark-sold.ts); their
 * owner or an administrator can undo a wrong match, and the admin panel lists them.
 */
export const soldListingsModule: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/properties/:id/sold-match',
    {
      schema: {
        tags: ['properties'],
        summary:
          "Undo a listing's match to an HM Land Registry sale ('This is not my home's sale'): it is for sale again, and that sale never marks it again. The owner or an administrator",
        params: propertyIdParamSchema,
        response: { 200: propertySchema, 401: error, 403: error, 404: error },
      },
      onRequest: requireUser,
    },
    async (request) =>
      service.undoSoldMatch(app.db, await currentUser(request), request.params.id, app.now()),
  );

  app.get(
    '/admin/sold-listings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Listings marked sold by an HM Land Registry sale, most recently marked first',
        querystring: soldListingsQuerySchema,
        response: { 200: soldListingPageSchema, 400: error, 401: error, 403: error },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.soldListingPage(app.db, request.query);
    },
  );

  schedulePeriodicJob(app, {
    name: 'sold listings',
    intervalMs: SOLD_LISTINGS_CHECK_INTERVAL_MS,
    firstRunAfterMs: 0,
    lock: { database: app.database, id: SOLD_LISTINGS_LOCK_ID },
    run: async (signal) => {
      const outcome = await markSoldListings(app.db, app.now(), { publicUrl: app.config.publicUrl });
      if (!outcome.ran) return;
      app.log.info(outcome, 'listings checked against the sold data');
      signal.throwIfAborted();
      if (outcome.emails > 0) await deliverQueuedEmails(app.db, app.mailer, app.log);
    },
  });
};
