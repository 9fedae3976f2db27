import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: the files it had at start-up, and index.html (never cached) for every
 * other page path, so client-side routes and the 404 page render. Unknown files and API paths get
 * a JSON 404. A rebuild needs a restart: serving files as they are on disk (`wildcard: true`) sent
 * every page path through the static handler first, and under the e2e suite's aborted navigations
 * that left requests hanging.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasWeb && isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ message: 'Not found', code: 'not_found' });
  });
}
