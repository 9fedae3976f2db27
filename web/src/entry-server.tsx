import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { deferredCodeLoading } from './components/deferred';
import { Document } from './app/document';
import { type HtmlTemplate, parseHtmlTemplate } from './app/html-template';
import { loadScreens } from './app/load-screens';
import { AppProviders } from './app/providers';
import { routes, serverRenderedPaths } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { markStatusOf, type RenderOutcome, RenderOutcomeProvider } from './lib/http-status';
import { pageState, serialisePageState } from './lib/page-state';
import { createQueryClient } from './lib/query-client';

/** How a render reaches the API: the server hands in its own routes (no network). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface PageRequest {
  /** The page's absolute URL as the visitor asked for it. */
  url: string;
  /** The site's public origin, for canonical URLs and link previews. */
  origin: string;
  api: ApiTransport;
  /** Ends a render that takes too long; the server then answers the plain shell. */
  signal: AbortSignal;
}

export interface RenderedPage {
  status: number;
  body: Readable;
}

export interface PageRenderer {
  /** The rendered page, or null for a page the browser renders (signed-in screens, forms). */
  render(request: PageRequest): Promise<RenderedPage | null>;
}

/**
 * Screens ask for data with TanStack Query, which does not fetch during a server render; each pass
 * renders, fetches what the screen asked for, and renders again, until a pass asks for nothing new
 * (a listing's page asks for its nearby sales only once it knows the listing's postcode, and a
 * deferred part's queries only once its code is in: the first time in a process).
 */
const MAX_DATA_PASSES = 5;

const apiOfThisRender = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const api = apiOfThisRender.getStore();
  if (!api) throw new Error(`No API for a request outside a page render: ${url}`);
  return api(url, init);
});

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function unfetched(client: QueryClient): Query[] {
  return client.getQueryCache().findAll({
    predicate: (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q),
  });
}

async function loadData(client: QueryClient, renderPass: () => void) {
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    renderPass();
    const waiting = unfetched(client);
    // A deferred part whose code was not in yet rendered nothing: its queries are found next pass.
    const code = deferredCodeLoading();
    if (waiting.length === 0 && code.length === 0) return;
    // A refused request stays in the cache as an error, which the screen renders (e.g. 'not found').
    await Promise.all([
      ...waiting.map((query) => query.fetch().catch(() => undefined)),
      ...code.map((part) => part.catch(() => undefined)),
    ]);
  }
}

function streamDocument(document: ReactNode, signal: AbortSignal): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(document, {
      // Everything is ready before the first byte, and written in place: React then needs no
      // inline script to move late parts into the page, which the site's CSP would block. (It
      // moves a finished part that is large, or one that suspended, unless told its chunks have
      // no size limit.)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve(stream.pipe(body)),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

export function createPageRenderer(indexHtml: string): PageRenderer {
  const template: HtmlTemplate = parseHtmlTemplate(indexHtml);
  return {
    async render({ url, origin, api, signal }) {
      const { pathname } = new URL(url);
      const matches = await loadScreens(routes, pathname);
      const leaf = matches.at(-1)?.route;
      if (!leaf?.path || !serverRenderedPaths.has(leaf.path)) return null;

      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(url, { signal }));
      if (context instanceof Response) throw new Error('Server-rendered routes have no loaders to redirect');
      const router = createStaticRouter(handler.dataRoutes, context);
      const client = createQueryClient();
      // A refusal fetched in one pass is rendered as such in the next, not as a fresh load.
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
      const outcome: RenderOutcome = { status: leaf.path === '*' ? 404 : context.statusCode };
      const app = (
        <StrictMode>
          <RenderOutcomeProvider value={markStatusOf(outcome)}>
            <AppProviders client={client} origin={origin}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </RenderOutcomeProvider>
        </StrictMode>
      );

      return apiOfThisRender.run(api, async () => {
        await loadData(client, () => renderToString(app));
        const state = serialisePageState(pageState(client, origin));
        const body = await streamDocument(
          <Document template={template} pageState={state}>
            {app}
          </Document>,
          signal,
        );
        return { status: outcome.status, body };
      });
    },
  };
}
