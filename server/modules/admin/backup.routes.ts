import { errorResponseSchema } from '@contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../lib/http-error';

export const PGLITE_BACKUP_TYPE = 'application/gzip';

/**
 * GET /api/admin/backup: the embedded database as a gzipped data-folder tarball, taken by the
 * process that owns it (`npm run backup` calls this while the server runs). PGlite runs the dump
 * under its query lock after a CHECKPOINT, so no statement runs while the files are read: the
 * copy is what a clean stop would leave. PostgreSQL is backed up with pg_dump instead.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/backup',
    {
      schema: {
        tags: ['admin'],
        summary: 'A consistent copy of the embedded database (gzipped PGlite data folder)',
        response: {
          200: z.any().describe('gzipped tar of the PGlite data folder (application/gzip)'),
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      const { database } = app;
      if (database.kind !== 'pglite')
        throw conflict('This server runs on PostgreSQL: back it up with pg_dump (docs/deployment.md)');
      await database.client.query('CHECKPOINT');
      const dump = await database.client.dumpDataDir('gzip');
      return reply
        .type(PGLITE_BACKUP_TYPE)
        .header('content-disposition', 'attachment; filename="home-hunter-database.tar.gz"')
        .send(Buffer.from(await dump.arrayBuffer()));
    },
  );
};
