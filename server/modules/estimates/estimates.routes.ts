import { errorResponseSchema } from '@contracts/common';
import {
  estimateQuerySchema,
  estimateSchema,
  listingEstimateQuerySchema,
  priceIndexQuerySchema,
  priceIndexSchema,
} from '@contracts/estimate';
import { propertyIdParamSchema } from '@contracts/property';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { getProperty } from '../properties/properties.service';
import { estimateForAddress, estimateForListing, priceIndexSeries } from './estimates.service';
import { rebuildPriceIndexes } from './rebuild-indexes';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
const tags = ['estimates'];
/** How often the stored index is checked against the sold data (two tiny queries; a rebuild only when it changed). */
export const INDEX_CHECK_INTERVAL_MS = 15_000;
const INDEX_REBUILD_LOCK_ID = 727_005;

/** What a home is worth (issue 20): estimates with their working, and the local price index they use. */
export const estimatesModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/estimate',
    {
      schema: {
        tags,
        summary:
          "A sold address's estimated value as of a day, with its range, confidence, method and working",
        querystring: estimateQuerySchema,
        response: { 200: estimateSchema, ...errors },
      },
    },
    async (request) => estimateForAddress(app.readDb, request.query, app.now()),
  );

  app.get(
    '/properties/:id/estimate',
    {
      schema: {
        tags,
        summary: "A listing's estimated value from the sales around it, against its asking price",
        params: propertyIdParamSchema,
        querystring: listingEstimateQuerySchema,
        response: { 200: estimateSchema, ...errors },
      },
    },
    async (request) =>
      estimateForListing(
        app.readDb,
        await getProperty(app.db, request.params.id),
        request.query.asOf,
        app.now(),
      ),
  );

  app.get(
    '/sold-prices/index',
    {
      schema: {
        tags,
        summary:
          'The monthly local price index of a postcode district for flats or houses (latest month = 100)',
        querystring: priceIndexQuerySchema,
        response: { 200: priceIndexSchema, ...errors },
      },
    },
    async (request) => priceIndexSeries(app.readDb, request.query.district, request.query.type),
  );

  schedulePeriodicJob(app, {
    name: 'price index rebuild',
    intervalMs: INDEX_CHECK_INTERVAL_MS,
    firstRunAfterMs: 0,
    lock: { database: app.database, id: INDEX_REBUILD_LOCK_ID },
    run: async () => {
      const outcome = await rebuildPriceIndexes(app.db, app.now());
      if (outcome.rebuilt) app.log.info(outcome, 'price index rebuilt');
    },
  });
};
