import { errorResponseSchema, soldErrorResponseSchema } from '@contracts/common';
import { SOLD_ATTRIBUTION } from '@contracts/sold/common';
import { SOLD_HEADERS, soldResultsSchema, soldSearchQuerySchema } from '@contracts/sold/search';
import { soldStatusSchema } from '@contracts/sold/status';
import { propertyHistoryQuerySchema, propertyHistorySchema } from '@contracts/sold/history';
import { areaStatsQuerySchema, areaStatsSchema } from '@contracts/sold/area-stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorWithErrorField } from '../../plugins/error-handler';
import { areaStats, areaStatsCache } from './area-stats.service';
import { isSoldDataLoading } from './load-state';
import { propertyHistory } from './property-history.service';
import { searchSoldPrices } from './sold-search.service';
import { soldStatus } from './sold-status.service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

export const soldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sold-prices',
    {
      schema: {
        summary: 'Sold prices in a postcode, sector or district, within a radius of it, or in a drawn area',
        description: `The body is an array; the total, location searched and attribution are in the ${Object.values(SOLD_HEADERS).join(', ')} headers.`,
        querystring: soldSearchQuerySchema,
        response: { 200: soldResultsSchema, 400: soldErrorResponseSchema, 404: soldErrorResponseSchema },
      },
      errorHandler: errorWithErrorField,
    },
    async (request, reply) => {
      const outcome = await searchSoldPrices(app.readDb, request.query, app.now());
      const dataStatus = isSoldDataLoading(app.database) ? 'loading' : outcome.hasData ? 'loaded' : 'empty';
      reply.headers({
        [SOLD_HEADERS.totalCount]: String(outcome.total),
        [SOLD_HEADERS.attribution]: SOLD_ATTRIBUTION,
        [SOLD_HEADERS.dataStatus]: dataStatus,
        [SOLD_HEADERS.area]: request.query.area ? 'drawn' : outcome.location?.kind,
        ...(outcome.location ? { [SOLD_HEADERS.location]: outcome.location.value } : {}),
      });
      return outcome.results;
    },
  );

  const areaCache = areaStatsCache(() => app.now().getTime());
  app.get(
    '/sold-prices/area-stats',
    {
      schema: {
        summary:
          'Median standard residential sale price in a circle over its latest 12 months of sales, and the change from the 12 before',
        querystring: areaStatsQuerySchema,
        response: { 200: areaStatsSchema, 400: errorResponseSchema },
      },
    },
    async (request) =>
      // While demo data is loading the answer is partial: computed each time, never kept.
      isSoldDataLoading(app.database)
        ? areaStats(app.readDb, request.query)
        : areaCache.get(request.query, () => areaStats(app.readDb, request.query)),
  );

  app.get(
    '/sold-prices/status',
    {
      schema: {
        summary: 'Whether sold-price data is loaded, and how to load it',
        response: { 200: soldStatusSchema },
      },
    },
    async () => soldStatus(app.database),
  );

  app.get(
    '/property-history',
    {
      schema: {
        summary: "One property's sales, recent sales nearby and the local median price by year",
        querystring: propertyHistoryQuerySchema,
        response: { 200: propertyHistorySchema, ...errors },
      },
    },
    async (request) => propertyHistory(app.readDb, request.query),
  );
};
