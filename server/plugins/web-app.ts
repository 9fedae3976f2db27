import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built web app: its files as they are on disk now (a rebuild while the server runs is
 * live at once, never an index.html naming bundles the server will not serve), and index.html for
 * every other page path, so client-side routes and the 404 page render. Unknown files and API
 * paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  const sendPage = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: true, index: false });
    // Vite names every bundle after its content, so a name never changes meaning: cache it for a year.
    await app.register(fastifyStatic, {
      root: path.join(webRoot, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      wildcard: true,
      immutable: true,
      maxAge: '365d',
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasWeb && isPage && !path.extname(request.url.split('?')[0] ?? '')) return sendPage(reply);
    return reply.status(404).send({ message: 'Not found' });
  });
}
