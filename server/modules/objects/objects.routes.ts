import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { contentTypeOf, objectsRoot, resolveObjectPath } from '../../lib/object-path';

/**
 * Nothing stored is ever changed under the same name (demo images are fixed, uploads get fresh
 * server-made names), so browsers may keep every object for a year.
 */
const CACHE = 'public, max-age=31536000, immutable';

/** GET /objects/<key>: stored images (SPEC 7, Images: a path beginning with / is served from /objects). */
export const objectsModule: FastifyPluginAsync = async (app) => {
  const root = objectsRoot(app.config.dataDir);

  app.get<{ Params: { '*': string } }>('/objects/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const file = resolveObjectPath(root, key);
    if (!file) throw badRequest('Invalid object path');
    const type = contentTypeOf(file);
    if (!type) throw notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    // A symbolic link inside the folder must not lead outside it.
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    if (!realFile.startsWith(realRoot + path.sep)) throw notFound();

    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    reply
      .header('Cache-Control', CACHE)
      .header('ETag', etag)
      .header('Last-Modified', info.mtime.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(type).header('Content-Length', info.size).send(createReadStream(realFile));
  });
};
