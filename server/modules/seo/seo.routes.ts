import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { expiringCache } from '../../lib/expiring-cache';
import { notFound } from '../../lib/http-error';
import { robotsTxt } from './robots';
import {
  loadSoldPageStarts,
  parseSitemapPage,
  SITEMAP_SIZES,
  type SitemapContext,
  sitemapIndex,
  sitemapPage,
} from './sitemap.service';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back now and then; an hour-old sitemap is fresh enough and spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';
/** Sold data changes with the monthly update: the sold pages' boundaries are worked out hourly. */
const SOLD_STARTS_TTL_MS = 60 * 60 * 1000;

/**
 * /robots.txt, /sitemap.xml and its pages /sitemaps/*.xml, at the site's root (not under /api).
 * Registered routes, so they answer before the web app's not-found handler, which treats paths
 * with a file extension as missing files. No OpenAPI entry: they are for crawlers, not clients.
 */
export const seoModule: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicUrl;
  const startsCache = expiringCache<Promise<string[]>>({
    ttlMs: SOLD_STARTS_TTL_MS,
    max: 1,
    now: () => app.now().getTime(),
  });
  const ctx: SitemapContext = {
    db: app.db,
    soldDb: app.readDb,
    origin,
    sizes: SITEMAP_SIZES,
    // One pass over the counts per hour, shared by the requests that arrive while it runs.
    soldPageStarts() {
      const cached = startsCache.get('sold');
      if (cached) return cached;
      const loading = loadSoldPageStarts(app.readDb, SITEMAP_SIZES);
      startsCache.set('sold', loading);
      loading.catch(() => startsCache.delete('sold'));
      return loading;
    },
  };
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply
      .type(XML)
      .header('Cache-Control', CACHE_CONTROL)
      .send(await sitemapIndex(ctx)),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
    const page = parseSitemapPage(request.params.file);
    const xml = page && (await sitemapPage(ctx, page));
    if (!xml) throw notFound('No such sitemap');
    return reply.type(XML).header('Cache-Control', CACHE_CONTROL).send(Readable.from(xml));
  });
};
