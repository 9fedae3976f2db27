import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { HydrateFallback } from './layouts/hydrate-fallback';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/**
 * The route paths of the public pages, which the server renders with their data (issue 18): what
 * search engines and link previews read, and what a phone shows before any JavaScript. Signed-in
 * and form pages are rendered in the browser behind the plain shell. (Not a route `handle`: a
 * screen's module has its own, which a handle on the route would hide.)
 */
export const serverRenderedPaths: ReadonlySet<string> = new Set([
  paths.home,
  paths.search,
  paths.propertyPattern,
  paths.soldHistoryPattern,
  paths.map,
  paths.soldPrices,
  paths.soldPostcodeSearch,
  paths.soldAreaSearch,
  paths.aboutUs,
  paths.aboutEstimates,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.cookiePolicy,
  '*',
]);

/** Every route of SPEC section 2, each screen loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback,
    children: [
      { path: paths.home, lazy: () => import('@/routes/home') },
      { path: paths.search, lazy: () => import('@/routes/search') },
      { path: paths.propertyPattern, lazy: () => import('@/routes/property-detail') },
      {
        path: paths.soldHistoryPattern,
        lazy: () => import('@/routes/sold-property-history'),
      },
      { path: paths.admin, lazy: () => import('@/routes/admin') },
      { path: paths.dashboard, lazy: () => import('@/routes/dashboard') },
      { path: paths.login, lazy: () => import('@/routes/login') },
      { path: paths.adminLogin, lazy: () => import('@/routes/admin-login') },
      { path: paths.register, lazy: () => import('@/routes/register') },
      { path: paths.forgotPassword, lazy: () => import('@/routes/forgot-password') },
      { path: paths.resetPassword, lazy: () => import('@/routes/reset-password') },
      { path: paths.recommendations, lazy: () => import('@/routes/recommendations') },
      { path: paths.preferences, lazy: () => import('@/routes/preferences') },
      { path: paths.favorites, lazy: () => import('@/routes/favorites') },
      { path: paths.mortgageQuiz, lazy: () => import('@/routes/mortgage-quiz') },
      { path: paths.virtualTour, lazy: () => import('@/routes/virtual-tour') },
      { path: paths.myProperties, lazy: () => import('@/routes/my-properties') },
      { path: paths.map, lazy: () => import('@/routes/map') },
      { path: paths.account, lazy: () => import('@/routes/account') },
      { path: paths.soldPrices, lazy: () => import('@/routes/sold-prices') },
      {
        path: paths.soldPostcodeSearch,
        lazy: () => import('@/routes/sold-postcode-search'),
      },
      { path: paths.soldAreaSearch, lazy: () => import('@/routes/sold-area-search') },
      { path: paths.aboutUs, lazy: () => import('@/routes/about-us') },
      { path: paths.aboutEstimates, lazy: () => import('@/routes/about-estimates') },
      { path: paths.privacyPolicy, lazy: () => import('@/routes/privacy-policy') },
      { path: paths.termsOfService, lazy: () => import('@/routes/terms-of-service') },
      { path: paths.cookiePolicy, lazy: () => import('@/routes/cookie-policy') },
      { path: paths.verifyEmail, lazy: () => import('@/routes/verify-email') },
      { path: paths.adminPanel, lazy: () => import('@/routes/admin-panel') },
      { path: paths.savedSearchUnsubscribe, lazy: () => import('@/routes/saved-search-unsubscribe') },
      { path: '*', lazy: () => import('@/routes/not-found') },
    ],
  },
];
