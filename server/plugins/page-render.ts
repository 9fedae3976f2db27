import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';

/** The server half of the web build (`web/src/entry-server.tsx`, built to dist/server). */
interface PageRenderer {
  render(request: {
    url: string;
    origin: string;
    api: (url: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<{ status: number; body: Readable } | null>;
}

/** A render slower than this gives up, and the visitor gets the shell the browser renders into. */
const RENDER_TIMEOUT_MS = 10_000;

/** Loads the server renderer built beside the web app, if there is one (`vite build --ssr`). */
export async function loadPageRenderer(webRoot: string): Promise<PageRenderer | undefined> {
  const entry = path.join(webRoot, '..', 'server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer(indexHtml: string): PageRenderer;
  };
  return module.createPageRenderer(readFileSync(path.join(webRoot, 'index.html'), 'utf8'));
}

function headerRecord(headers: Record<string, string | string[] | number | undefined>) {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && name !== 'set-cookie') record[name] = String(value);
  }
  return record;
}

/**
 * The page's requests go straight into the app's own routes (`app.inject`: no socket, no port), as
 * the visitor: their cookie and address, so permissions, validation and answers are the API's own.
 * A cookie an answer sets (a refreshed session) is passed on with the page.
 */
function inProcessApi(app: FastifyInstance, request: FastifyRequest, setCookies: string[]) {
  return async (url: string, init: RequestInit) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const cookies = answer.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: headerRecord(answer.headers),
    });
  };
}

/**
 * Renders a public page on the server; null when the page is one the browser renders, or when the
 * render failed (logged), so the caller answers the shell instead.
 */
export async function renderPage(app: FastifyInstance, renderer: PageRenderer, request: FastifyRequest) {
  const setCookies: string[] = [];
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  try {
    const page = await renderer.render({
      url: new URL(request.url, app.config.publicUrl).href,
      origin: app.config.publicUrl,
      api: inProcessApi(app, request, setCookies),
      signal,
    });
    return page && { ...page, setCookies };
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'server render failed; answering the shell');
    return null;
  }
}
