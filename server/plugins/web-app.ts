import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageCache } from './page-cache';
import { loadPageRenderer, renderPage } from './page-render';

/**
 * Serves the built web app: the files it had at start-up; the public pages rendered on the server
 * with their data (page-render.ts, when the server half of the build is there; kept briefly for
 * visitors who are not signed in, page-cache.ts); and index.html,
 * the shell the browser renders into, for every other page path. Browsers never cache pages: they
 * can show who is signed in. Unknown files and API paths get a JSON 404. A rebuild needs a restart:
 * serving files as they are on disk (`wildcard: true`) sent every page path through the static
 * handler first, and under the e2e suite's aborted navigations that left requests hanging.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined, pages: PageCache) {
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false });
  const renderer = hasWeb ? await loadPageRenderer(webRoot) : undefined;
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (!hasWeb || !isPage || path.extname(request.url.split('?')[0] ?? '')) {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    reply.header('Cache-Control', 'private, no-cache');
    const page = renderer && (await pages(request, () => renderPage(app, renderer, request)));
    if (!page) return reply.sendFile('index.html', { cacheControl: false });
    for (const cookie of page.setCookies) void reply.header('Set-Cookie', cookie);
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.body);
  };
  // Pages are a route, not only the not-found handler: @fastify/compress compresses routes' answers
  // only, and a page's HTML went out whole (195 kB for / instead of 13 kB with brotli).
  app.get('/*', serve);
  app.setNotFoundHandler(serve);
}
