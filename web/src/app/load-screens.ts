import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy screens a location shows and puts them on their routes, so the router renders
 * them at once: hydrating the server's HTML must not pass through a loading fallback, and the
 * server renders a screen only when its code is there.
 */
export async function loadScreens(routes: RouteObject[], location: string | { pathname: string }) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return matches;
}
