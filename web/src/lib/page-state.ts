import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * What a server-rendered page hands to the browser: the answers it was rendered from (TanStack
 * Query's dehydrated cache) and the origin its canonical URLs used. It travels as a JSON data block
 * (`<script type="application/json">`), which the site's CSP allows where inline code is not.
 */
export interface PageState {
  origin: string;
  queries: DehydratedState;
}

export const PAGE_STATE_ID = 'hh-page-state';

interface SerialisedApiError {
  apiError: { status: number; message: string; body: unknown };
}

/**
 * The cache as the page was rendered: answers, and refusals too (an unknown listing's 404), so the
 * browser's first render shows the same 'not found' the HTML does instead of a loading state.
 */
export function pageState(client: QueryClient, origin: string): PageState {
  const queries = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || query.state.error instanceof ApiError,
  });
  for (const query of queries.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const apiError = { status: error.status, message: error.message, body: error.body };
      (query.state as { error: unknown }).error = { apiError } satisfies SerialisedApiError;
    }
  }
  return { origin, queries };
}

/** JSON safe inside <script>: no '<' can end the element early. */
export function serialisePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** Reads a rendered page's state back into the browser's cache; null on a page the server did not render. */
export function restorePageState(client: QueryClient, element: Element | null): PageState | null {
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as PageState;
  for (const query of state.queries.queries) {
    const error = query.state.error as SerialisedApiError | null;
    if (error && typeof error === 'object' && 'apiError' in error) {
      const { status, message, body } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(status, message, body);
    }
  }
  hydrate(client, state.queries);
  return state;
}
