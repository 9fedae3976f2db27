/** Every route path of the web app, in one place (SPEC section 2). */
export const paths = {
  home: '/',
  search: '/search',
  property: (id: string) => `/property/${id}`,
  propertyPattern: '/property/:id',
  admin: '/admin',
  dashboard: '/dashboard',
  login: '/login',
  adminLogin: '/admin-login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  recommendations: '/recommendations',
  preferences: '/preferences',
  favorites: '/favorites',
  mortgageQuiz: '/mortgage-quiz',
  virtualTour: '/virtual-tour',
  myProperties: '/my-properties',
  map: '/map',
  account: '/account',
  soldPrices: '/sold-prices',
  /** The spec's 'UK Property Search' postcode page (route not given by the spec). */
  soldPostcodeSearch: '/sold-prices/postcode',
  /** The spec's second sold-search page (radius and time range; route not given by the spec). */
  soldAreaSearch: '/sold-prices/area',
  soldHistory: (address: string, postcode: string) =>
    `/property/${encodeURIComponent(address)}/${encodeURIComponent(postcode)}`,
  soldHistoryPattern: '/property/:address/:postcode',
  aboutUs: '/about-us',
  aboutEstimates: '/about-estimates',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  verifyEmail: '/verify-email',
  adminPanel: '/admin-working',
  /** The 'Stop alerts' link of a saved-search e-mail (beyond the spec). */
  savedSearchUnsubscribe: '/saved-searches/unsubscribe',
} as const;
