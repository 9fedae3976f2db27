import type { Readable } from 'node:stream';
import { uploadedImageSchema, uploadUrlSchema } from '@contracts/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRateLimiter, rateLimitHook } from '../../plugins/rate-limit';
import { addressAndUserKeys, currentUser, requireUser } from '../auth/guards';
import { startUploadCleanup } from './upload-cleanup';
import { type UploadContext, uploadContext } from './upload-context';
import * as service from './uploads.service';

const tags = ['uploads'];

/** An upload URL's last segment: `<upload id>_<expiry>.<signature>`; anything else names no upload. */
const tokenParamSchema = z.object({
  token: z.string().regex(/^[0-9a-f-]{36}_\d{1,12}\.[A-Za-z0-9_-]{43}$/, { message: 'Not found' }),
});

/** Photo uploads (SPEC 7: objects/upload): a signed single-use URL, then one PUT of the raw bytes. */
export const uploadsModule: FastifyPluginAsyncZod = async (app) => {
  const ctx = uploadContext(app);
  const limiter = createRateLimiter(app, 'upload-url', app.config.uploadRateLimit);

  app.post(
    '/objects/upload',
    {
      schema: { tags, summary: 'A signed URL for one PUT of one photo', response: { 200: uploadUrlSchema } },
      onRequest: requireUser,
      preHandler: rateLimitHook(limiter, addressAndUserKeys),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.issueUploadUrl(ctx, (await currentUser(request)).id);
    },
  );

  await app.register(photoPutRoute(ctx));

  startUploadCleanup(app, ctx);
};

/**
 * PUT /api/objects/uploads/:token. Any declared type is let through to the magic-byte check, which
 * alone decides; the service reads the stream itself and enforces the size limit as it goes.
 */
const photoPutRoute =
  (ctx: UploadContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    app.put(
      '/objects/uploads/:token',
      {
        schema: {
          tags,
          summary: 'The raw bytes of one JPEG, PNG, WebP or GIF photo (at most 10 MB)',
          params: tokenParamSchema,
          response: { 200: uploadedImageSchema },
        },
        // The raw request reaches the service, which refuses an encoded body itself.
        decompress: false,
      },
      async (request, reply) => {
        const length = Number(request.headers['content-length']);
        try {
          return await service.receiveUpload(
            ctx,
            request.params.token,
            request.body as Readable | undefined,
            Number.isFinite(length) ? length : undefined,
            request.headers['content-encoding'],
          );
        } catch (err) {
          // The rest of a refused body is not worth reading: the connection closes after the answer.
          reply.header('Connection', 'close');
          throw err;
        }
      },
    );
  };
