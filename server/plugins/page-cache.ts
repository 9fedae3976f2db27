import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { expiringCache } from '../lib/expiring-cache';
import { sharedRuns } from '../lib/shared-runs';
import { cookieToken, headerToken } from '../lib/session-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that changes nothing a public page shows (a search, a view, an analytics beacon):
     * it leaves the rendered pages cached. Every other successful write clears them.
     */
    leavesPagesUnchanged?: boolean;
  }
}

/**
 * How long a page rendered for a visitor who is not signed in is served to the next ones. A page
 * takes tens of milliseconds of CPU to render and is the same for every such visitor, so under
 * load the same listing was rendered over and over (16 pages a second per process); a CDN in front
 * of a portal does the same for seconds at a time.
 */
export const PAGE_FRESH_MS = 5_000;
/** Rendered pages are 20 to 80 kB: a flood of distinct URLs costs at most about 16 MB. */
const MAX_PAGES = 200;

export interface RenderedPage {
  status: number;
  body: Readable | string;
  setCookies: string[];
}

/** A session token in the header or in either cookie name (plain or, over HTTPS, __Host-). */
const presentsSession = (request: FastifyRequest) =>
  headerToken(request) !== undefined ||
  cookieToken(request, true) !== undefined ||
  cookieToken(request, false) !== undefined;

type TextPage = RenderedPage & { body: string };

const isKeepable = (page: TextPage | null): page is TextPage =>
  page !== null && page.status === 200 && page.setCookies.length === 0;

async function renderAsText(render: () => Promise<RenderedPage | null>): Promise<TextPage | null> {
  const page = await render();
  if (!page) return null;
  return { ...page, body: typeof page.body === 'string' ? page.body : await text(page.body) };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * Pages for visitors who present no session: kept for PAGE_FRESH_MS when they rendered as a 200
 * with no cookie to set, and rendered once for all the requests that ask for the same URL while
 * it renders. A successful write through the API clears them all in this process; in a second
 * process (`WORKERS`) a change shows within PAGE_FRESH_MS. Anyone signed in gets a fresh render.
 */
export function createPageCache(app: FastifyInstance) {
  const kept = expiringCache<TextPage>({
    ttlMs: PAGE_FRESH_MS,
    max: MAX_PAGES,
    now: () => app.now().getTime(),
  });
  const renderOnce = sharedRuns<TextPage | null>();

  app.addHook('onResponse', async (request, reply) => {
    const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (isWrite && reply.statusCode < 400 && !request.routeOptions.config.leavesPagesUnchanged) {
      kept.clear();
    }
  });

  return async function cachedRender(
    request: FastifyRequest,
    render: () => Promise<RenderedPage | null>,
  ): Promise<RenderedPage | null> {
    if (presentsSession(request)) return render();
    const key = request.url;
    const hit = kept.get(key);
    if (hit) return hit;
    let rendered = false;
    const page = await renderOnce(key, async () => {
      rendered = true;
      const fresh = await renderAsText(render);
      if (isKeepable(fresh)) kept.set(key, fresh);
      return fresh;
    });
    // A page not to keep (a refusal, a cookie to set) was rendered for the request that ran it.
    return rendered || isKeepable(page) ? page : render();
  };
}
