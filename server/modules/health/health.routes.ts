import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { databaseUnavailable, isDatabaseUnavailable } from '../../lib/pg-errors';

const healthySchema = z.object({ status: z.literal('ok'), database: z.string() });
/** An error body (message, code) that also names the part that is down, for a load balancer's log. */
const degradedSchema = z.object({
  status: z.literal('degraded'),
  database: z.literal('unavailable'),
  message: z.string(),
  code: z.string(),
});

export const healthModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthySchema, 503: degradedSchema } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        // Whatever stops `select 1`, the database is what is down; only unexpected kinds are errors of ours.
        if (!isDatabaseUnavailable(err)) request.log.error({ err }, 'health check query failed');
        const { message, code, headers } = databaseUnavailable();
        return reply
          .status(503)
          .headers(headers)
          .send({ status: 'degraded' as const, database: 'unavailable' as const, message, code });
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
