import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { dismissAllToasts } from '@/lib/use-toast';

/** Renders `routes` as the app would (a router, a fresh query client) at `path`; answers the router. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * For a test file that shows toasts: Radix Toast runs in jsdom, and no toast, nor one queued to
 * show after a reload, is left for the next test.
 */
export function setUpToasts() {
  beforeAll(() => {
    // Radix's swipe handling asks for pointer capture, which jsdom lacks.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });
  afterEach(() => {
    act(() => dismissAllToasts());
    sessionStorage.clear();
  });
}
